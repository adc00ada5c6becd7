import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler, forSerializing } from './serializer';

const compile = (schema: z.ZodType, verify = false) =>
  createSerializerCompiler({ verify })({ schema, method: 'GET', url: '/t', httpStatus: '200' });

const row = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  tags: z.array(z.string()),
  owner: z.object({ id: z.string() }).nullable(),
  kind: z.enum(['a', 'b']),
  count: z.number().int().optional(),
});
const value = {
  id: '6f1c2d4e-8a9b-4c3d-9e8f-7a6b5c4d3e2f',
  name: null,
  tags: ['x', 'quote " and \\ and \u2028'],
  owner: { id: 'o1', secret: 'never written' },
  kind: 'a' as const,
  extra: 'never written',
};

describe('the compiled response serialiser', () => {
  it('writes only the schema fields, nulls included, as zod does', () => {
    const written = JSON.parse(compile(row)(value)) as Record<string, unknown>;
    expect(written).toEqual({
      id: value.id,
      name: null,
      tags: value.tags,
      owner: { id: 'o1' },
      kind: 'a',
    });
  });

  it('turns anyOf with null into nullable and drops formats and patterns', () => {
    expect(
      forSerializing({
        anyOf: [
          { type: 'object', properties: { a: { type: 'string', format: 'uuid' } } },
          { type: 'null' },
        ],
      }),
    ).toEqual({ type: 'object', properties: { a: { type: 'string' } }, nullable: true });
  });

  it('serialises a list or a single row for a union schema', () => {
    const either = compile(z.union([z.array(row), row]));
    expect(JSON.parse(either([value]))).toHaveLength(1);
    expect(JSON.parse(either(value))).toMatchObject({ id: value.id });
  });

  it('writes a null enum inside a union whose branch is a $ref (the admin project read)', () => {
    // The workflow state's currentMilestoneStatus is a nullable enum; a project before
    // the pick has none, and the admin's list-or-one schema chooses its branch by validating it.
    const state = z.object({ step: z.enum(['a', 'b']).nullable() }).meta({ id: 'State' });
    const either = compile(z.union([z.array(state), state]));
    expect(JSON.parse(either({ step: null }))).toEqual({ step: null });
    expect(JSON.parse(either({ step: 'b' }))).toEqual({ step: 'b' });
  });

  it('chooses the branch of a list-or-$ref union without validating the rows', () => {
    // Validating chose the branch before: a row ajv refuses (1.5 is no integer) matched no
    // branch and the answer failed. The list is written as fast-json-stringify writes any list.
    const named = row.meta({ id: 'Row' });
    const either = compile(z.union([z.array(named), named]));
    const written = JSON.parse(either([{ ...value, count: 1.5 }])) as { count: number }[];
    expect(written).toHaveLength(1);
    expect(Number.isInteger(written[0]!.count)).toBe(true);
  });

  it('falls back to zod for a schema JSON Schema cannot express', () => {
    const dated = compile(z.object({ at: z.date() }));
    expect(() => dated({ at: 'not a date' })).toThrow();
  });

  it('when verifying, refuses output that differs from zod', () => {
    // A missing required field: zod refuses it, so the check must too.
    expect(() => compile(row, true)({ ...value, id: undefined })).toThrow();
    expect(JSON.parse(compile(row, true)(value))).toMatchObject({ kind: 'a' });
  });
});
