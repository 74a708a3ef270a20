import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';

/** The JSON Schema subset a response is serialized from (what zod writes for plain objects, arrays and scalars). */
export type PlainJsonSchema = {
  type: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean';
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, PlainJsonSchema>;
  required?: string[];
  additionalProperties?: false | PlainJsonSchema;
  items?: PlainJsonSchema;
  description?: string;
};

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);
const KEYS = new Set([
  'type',
  'nullable',
  'enum',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'description',
]);

/**
 * True when a JSON schema uses only what serializes the same from the schema as through zod: objects (every property
 * listed, nothing else let through, or a record of one value schema), arrays of one item schema, scalars, enums, null
 * where allowed. Anything else (unions, `{}` for unknown values, formats, defaults) is left to zod.
 */
function isPlain(s: unknown): s is PlainJsonSchema {
  if (typeof s !== 'object' || s === null || Array.isArray(s)) return false;
  const node = s as Record<string, unknown>;
  if (!Object.keys(node).every((k) => KEYS.has(k))) return false;
  if (node.nullable !== undefined && typeof node.nullable !== 'boolean') return false;
  if (node.enum !== undefined && !Array.isArray(node.enum)) return false;
  if (node.type === 'object') {
    const props = (node.properties ?? {}) as Record<string, unknown>;
    const extra = node.additionalProperties;
    return (
      node.items === undefined &&
      Object.values(props).every(isPlain) &&
      (extra === false || (node.properties === undefined && isPlain(extra)))
    );
  }
  if (node.type === 'array') return node.properties === undefined && isPlain(node.items);
  return (
    typeof node.type === 'string' &&
    SCALARS.has(node.type) &&
    node.properties === undefined &&
    node.items === undefined &&
    node.additionalProperties === undefined
  );
}

/**
 * The JSON schema a response contract serializes from, or null when it has something a JSON schema cannot say the
 * same way (then zod serializes it). `nullable` (OpenAPI 3.0's form) rather than a union with null: the serializer
 * writes it as one check.
 */
export function responseJsonSchema(schema: z.ZodMiniType): PlainJsonSchema | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  if (typeof json === 'object' && json !== null) delete (json as Record<string, unknown>).$schema;
  return isPlain(json) ? json : null;
}

/**
 * Fastify's response serializer for the contracts' zod schemas: compiled once per route into a function that writes
 * the JSON from the schema (fast-json-stringify), so an answer is not parsed by zod and then stringified. Only the
 * listed properties are written, as zod's parse would keep them: a field never leaves the server unless the contract
 * lists it. A schema that is not plain (see isPlain) is serialized by zod as before.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodMiniType> = (route) => {
  const json = responseJsonSchema(route.schema);
  if (json === null) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  return fastJson(json as Parameters<typeof fastJson>[0]);
};
