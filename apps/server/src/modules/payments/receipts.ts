import { sql } from 'drizzle-orm';

/** The series of payment receipts: `GS/2026-27/0001` (migration 0017, next_document_no). */
export const receiptSeries = 'GS';

/**
 * The next receipt number, as an expression of the confirming statement: the counter row is
 * locked until the step's transaction ends, so instances confirming at once wait for each other,
 * and a step that rolls back gives its number back (no gaps, no duplicates).
 */
export const nextReceiptNo = (at: Date) =>
  // The same instant as the receipt's date (payments.decided_at), so the number's financial year
  // and the printed date agree even when a confirmation waits for the lock across 31 March.
  sql<string>`next_document_no(${receiptSeries}, ${at.toISOString()}::timestamptz)`;
