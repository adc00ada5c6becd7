import { and, eq, gt, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { quotationWindow } from '@greenscape/shared/workflow';
import { partnerQuotations, projects } from '../../db/schema/index';

const allocated = sql<number>`(select count(*) from ${partnerQuotations} where ${partnerQuotations.projectId} = ${projects.id})`;

/**
 * The quotation window of packages/shared/src/workflow.ts (`quotationWindow`, used by
 * isQuotationWindowOpen) as a SQL condition on a project row, for lists that must page in the
 * database (the partner's New tab). A missing closing time is closed in both: `>` is never true
 * of NULL. test/quotation-window.test.ts holds the two to the same answers.
 */
export function quotationWindowOpen(now: SQL | Placeholder): SQL {
  return and(
    eq(projects.status, quotationWindow.status),
    eq(projects.quotationSent, quotationWindow.quotationSent),
    eq(projects.visibleToClient, quotationWindow.visibleToClient),
    isNull(projects.selectedQuotation),
    gt(projects.quotationWindowClosesAt, sql`${now}::timestamptz`),
    sql`${allocated} < ${quotationWindow.allocatedBelow}`,
  )!;
}
