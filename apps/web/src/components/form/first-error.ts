/**
 * The first message of a form's errors, in the schema's order: react-hook-form nests them as the
 * zod issues came (fields in order, a row's cells before the row, rows in order), and puts a
 * list's own error (its total, its length) under the list's `root`, after its rows'. The form's
 * summary where its fields show no error of their own (the row editors).
 */
export function firstErrorMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') {
    return undefined;
  }
  const node = errors as Record<string, unknown>;
  if (typeof node['message'] === 'string' && 'type' in node) {
    return node['message'];
  }
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the field's element, not an error.
    const found = key === 'root' || key === 'ref' ? undefined : firstErrorMessage(child);
    if (found) {
      return found;
    }
  }
  return firstErrorMessage(node['root']);
}
