import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };
type FastJsonSchema = Parameters<typeof fastJson>[0];

/**
 * fast-json-stringify takes `nullable: true` where zod writes `anyOf: [X, {type: 'null'}]`; with
 * anyOf it would validate every value against each branch at run time. Formats and patterns do
 * not change how a value is written, so they go too (fewer checks where a branch must be chosen),
 * and so does `additionalProperties: false`: fast-json-stringify writes only listed properties
 * anyway, and with it a row carrying more columns than the schema would match no branch.
 */
export function forSerializing(schema: unknown): unknown {
  if (Array.isArray(schema)) {
    return schema.map(forSerializing);
  }
  if (schema === null || typeof schema !== 'object') {
    return schema;
  }
  const entries = Object.entries(schema as JsonSchema).filter(
    ([key, value]) =>
      key !== 'format' &&
      key !== 'pattern' &&
      key !== '$schema' &&
      !(key === 'additionalProperties' && value === false),
  );
  const out: JsonSchema = Object.fromEntries(
    entries.map(([key, value]) =>
      key === 'properties' || key === 'definitions' || key === '$defs'
        ? [
            key,
            Object.fromEntries(
              Object.entries(value as JsonSchema).map(([name, s]) => [name, forSerializing(s)]),
            ),
          ]
        : [key, forSerializing(value)],
    ),
  );
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      delete out.anyOf;
      // An enum must list null too, or a branch check (ajv, for anyOf) refuses a null value.
      const values = Array.isArray(other.enum)
        ? { enum: [...(other.enum as unknown[]), null] }
        : {};
      return { ...out, ...other, ...values, nullable: true };
    }
  }
  return out;
}

/**
 * A list-or-one-row schema (the admin's project route) would make fast-json-stringify validate
 * the whole list to pick a branch (ajv, a tenth of the admin tab's CPU); choosing by
 * Array.isArray costs nothing. zod writes the row's branch as a `$ref` to its definition.
 */
function compileFast(schema: JsonSchema): (data: unknown) => string {
  const branches = schema.anyOf as JsonSchema[] | undefined;
  const definitions = schema.definitions as Record<string, JsonSchema> | undefined;
  const resolved = (b: JsonSchema) =>
    typeof b.$ref === 'string' && b.$ref.startsWith('#/definitions/')
      ? definitions?.[b.$ref.slice('#/definitions/'.length)]
      : b;
  const list = branches?.find((b) => b.type === 'array');
  const one = branches?.find((b) => resolved(b)?.type === 'object');
  if (branches?.length === 2 && list && one) {
    const withDefinitions = (b: JsonSchema) =>
      fastJson({ ...b, ...(definitions && { definitions }) } as unknown as FastJsonSchema);
    const writeList = withDefinitions(list);
    const writeOne = withDefinitions(one);
    return (data) => (Array.isArray(data) ? writeList(data) : writeOne(data));
  }
  return fastJson(schema as unknown as FastJsonSchema);
}

/**
 * Response serialisation compiled from each route's zod schema to fast-json-stringify (checking
 * every row with zod on the way out cost a third of the admin's project tab: docs/performance.md).
 * Like the zod serialiser it writes only the schema's fields. A schema JSON Schema cannot express
 * falls back to zod. With `verify` (the test suites) both run on every response and must agree, so
 * the whole server suite checks the compiled serialisers against zod's.
 */
export function createSerializerCompiler(options: {
  verify: boolean;
}): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> {
  return (route) => {
    const viaZod = zodSerializerCompiler(route);
    const zodSchema =
      route.schema instanceof z.ZodType
        ? route.schema
        : (route.schema as { properties?: unknown }).properties;
    if (!(zodSchema instanceof z.ZodType)) {
      return viaZod;
    }
    let fast: (data: unknown) => string;
    try {
      const json = z.toJSONSchema(zodSchema, {
        io: 'output',
        target: 'draft-7',
        unrepresentable: 'throw',
      });
      fast = compileFast(forSerializing(json) as JsonSchema);
    } catch {
      return viaZod;
    }
    if (!options.verify) {
      return fast;
    }
    return (data) => {
      const expected = viaZod(data);
      const written = fast(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `compiled serialiser of ${route.method} ${route.url} disagrees with zod:\n${written}\n${expected}`,
        );
      }
      return written;
    };
  };
}
