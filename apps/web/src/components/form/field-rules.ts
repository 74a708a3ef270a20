import type { z } from 'zod';

// Reading a form's rules from its contract schema, so a limit such as a maximum length is written once.

type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
};

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

// Wrappers that change whether a value may be missing, not what it must look like.
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema with a value's own rules: past optional/default wrappers, preprocessing and transforms. */
function core(schema: z.ZodType): z.ZodType {
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
function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(core(schema));
  return def.type === 'object' && def.shape ? def.shape : {};
}

/** The maximum length the schema allows for the text field `name`, if it sets one. */
export function maxLengthOf(schema: z.ZodType, name: string): number | undefined {
  const field = fieldsOf(schema)[name];
  const max = field ? (core(field) as { maxLength?: number | null }).maxLength : undefined;
  return typeof max === 'number' ? max : undefined;
}

/** The fields the schema reads as numbers: an empty box there means "no value", never 0. */
export function numberFieldsOf(schema: z.ZodType): string[] {
  return Object.entries(fieldsOf(schema))
    .filter(([, field]) => defOf(core(field)).type === 'number')
    .map(([name]) => name);
}
