import { z } from 'zod';

// MSG91's delivery reports (docs/messaging.md): a JSON list of requests, each with its numbers'
// reports, posted as JSON or as the form field `data`. Status 1 is delivered; 2 (failed), 9
// (NDNC), 16, 25 and 26 (rejected) and 17 (blocked) are failures; the others are on their way.

const report = z.object({
  requestId: z.string().min(1).max(200),
  report: z
    .array(z.object({ status: z.union([z.string(), z.number()]).transform(String) }).loose())
    .max(100),
});
const reports = z.array(report.loose()).max(100);

const failed = new Set(['2', '9', '16', '17', '25', '26']);

export type Msg91Report = { requestId: string; state: 'delivered' | 'failed' };

/** The reports of a webhook body; nothing for a body of another shape. */
export function msg91Reports(raw: Buffer, contentType: string | undefined): Msg91Report[] {
  let data: unknown;
  try {
    const text = raw.toString('utf8');
    data = contentType?.startsWith('application/x-www-form-urlencoded')
      ? JSON.parse(new URLSearchParams(text).get('data') ?? 'null')
      : JSON.parse(text);
  } catch {
    return [];
  }
  const list = reports.safeParse(
    data && typeof data === 'object' && 'data' in data ? (data as { data: unknown }).data : data,
  );
  if (!list.success) {
    return [];
  }
  return list.data.flatMap((request) => {
    const statuses = request.report.map((r) => r.status);
    const state = statuses.includes('1')
      ? 'delivered'
      : statuses.some((s) => failed.has(s))
        ? 'failed'
        : undefined;
    return state ? [{ requestId: request.requestId, state }] : [];
  });
}
