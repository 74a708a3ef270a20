import type { z } from 'zod/mini';

// Reading a form's rules from its contract schema, so a limit such as a maximum length is written once.

type Def = {
  type: string;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  shape?: Record<string, z.ZodMiniType>;
  checks?: { _zod: { def: { check: string; maximum?: number } } }[];
};

const defOf = (schema: z.ZodMiniType): Def => schema._zod.def as unknown as Def;

// Wrappers that change whether a value may be missing, not what it must look like.
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema with a value's own rules: past optional/default wrappers, preprocessing and transforms. */
function core(schema: z.ZodMiniType): z.ZodMiniType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    // A pipe checks its input first; a preprocess pipe starts with a transform, so its rules are the output's.
    else if (def.type === 'pipe' && def.in && def.out)
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else return current;
  }
}

/** The fields of an object schema (refined or not); none for any other schema. */
function fieldsOf(schema: z.ZodMiniType): Record<string, z.ZodMiniType> {
  const def = defOf(core(schema));
  return def.type === 'object' && def.shape ? def.shape : {};
}

/** The maximum length the schema allows for the text field `name`, if it sets one (the tightest of its checks). */
export function maxLengthOf(schema: z.ZodMiniType, name: string): number | undefined {
  const field = fieldsOf(schema)[name];
  if (!field) return undefined;
  const maxima = (defOf(core(field)).checks ?? [])
    .map((check) => check._zod.def)
    .filter((def) => def.check === 'max_length' && typeof def.maximum === 'number')
    .map((def) => def.maximum as number);
  return maxima.length ? Math.min(...maxima) : undefined;
}

/** The fields the schema reads as numbers: an empty box there means "no value", never 0. */
export function numberFieldsOf(schema: z.ZodMiniType): string[] {
  return Object.entries(fieldsOf(schema))
    .filter(([, field]) => defOf(core(field)).type === 'number')
    .map(([name]) => name);
}
