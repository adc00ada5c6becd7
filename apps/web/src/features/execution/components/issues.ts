import type { z } from 'zod';

/** The first text of each field a schema refused, by the field's name: for a form's errors. */
export function firstIssues(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    found[field] ??= issue.message;
  }
  return found;
}
