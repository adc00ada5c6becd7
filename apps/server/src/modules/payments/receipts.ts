import { sql } from 'drizzle-orm';

/** The series of payment receipts: `GS/2026-27/0001` (migration 0017, next_document_no). */
export const receiptSeries = 'GS';

/**
 * The next receipt number, as an expression of the confirming statement: the counter row is
 * locked until the step's transaction ends, so instances confirming at once wait for each other,
 * and a step that rolls back gives its number back (no gaps, no duplicates).
 */
export const nextReceiptNo = () => sql<string>`next_document_no(${receiptSeries}, now())`;
