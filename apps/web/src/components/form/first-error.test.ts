import { zodResolver } from '@hookform/resolvers/zod';
import type { Field, FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstErrorMessage } from './first-error';

// The summary of a row editor says what the schema's first issue says, as the resolver nests the
// issues for react-hook-form: the rows' cells registered as a field array's.

const rows = z
  .array(z.object({ title: z.string().min(1, 'title'), percent: z.number({ error: 'percent' }) }))
  .refine((list) => list.length > 1, 'two rows');
// Typed as a form holds its values, before the schema has checked them.
const schema: z.ZodType<FieldValues, FieldValues> = z.object({
  name: z.string().min(1, 'name'),
  rows,
});

async function errorsOf(values: FieldValues) {
  const names = ['name', 'rows.0.title', 'rows.0.percent', 'rows.1.title', 'rows.1.percent'];
  const options: ResolverOptions<FieldValues> = {
    names,
    fields: {} as Record<string, Field['_f']>,
    shouldUseNativeValidation: false,
  };
  const { errors } = await zodResolver(schema)(values, undefined, options);
  return errors;
}

describe("a form's first error", () => {
  it("is the first field's, then the rows' in order, each row's cells in order", async () => {
    expect(firstErrorMessage(await errorsOf({ name: '', rows: [] }))).toBe('name');
    const rowsOnly = { name: 'x', rows: [{ title: 'a', percent: 1 }, { title: '' }] };
    expect(firstErrorMessage(await errorsOf(rowsOnly))).toBe('title');
    const second = { name: 'x', rows: [{ title: 'a', percent: Number.NaN }, { title: '' }] };
    expect(firstErrorMessage(await errorsOf(second))).toBe('percent');
  });

  it("is the list's own only when its rows pass", async () => {
    expect(firstErrorMessage(await errorsOf({ name: 'x', rows: [{ title: '' }] }))).toBe('title');
    const one = { name: 'x', rows: [{ title: 'a', percent: 1 }] };
    expect(firstErrorMessage(await errorsOf(one))).toBe('two rows');
  });

  it('is none without errors', async () => {
    const fine = {
      name: 'x',
      rows: [
        { title: 'a', percent: 1 },
        { title: 'b', percent: 2 },
      ],
    };
    expect(firstErrorMessage(await errorsOf(fine))).toBeUndefined();
    expect(firstErrorMessage({})).toBeUndefined();
  });
});
