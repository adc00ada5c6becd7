import { sql } from 'drizzle-orm';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { Database } from '../db/client';

// Who takes part in the real-traffic run and the ids of the pages each reads, selected once at
// seed time, so that the run needs no HTTP calls to find them.

export type TrafficCustomer = {
  id: string;
  cookie: string;
  projects: string[];
  /** Projects with a picked quotation: their milestones and ledger exist. */
  picked: string[];
};
export type TrafficPartner = { id: string; cookie: string; projects: string[] };
export type TrafficAdmin = { id: string; cookie: string };
export type TrafficUsers = {
  customers: TrafficCustomer[];
  partners: TrafficPartner[];
  admins: TrafficAdmin[];
  /** Projects whose customer can still pick a quotation (seed-traffic.ts), each picked once. */
  pickable: { customer: number; projectId: string }[];
  /** Projects the admins open: any project, and picked ones for the milestones page. */
  projects: string[];
  picked: string[];
};

type Rows<T> = { rows: T[] };
const jsonIds = (ids: string[]) =>
  sql`(select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;

export async function gatherTraffic(
  db: Database,
  accounts: { role: Role; id: string }[],
  cookies: string[],
): Promise<TrafficUsers> {
  const of = (role: Role) =>
    accounts.flatMap((a, i) => (a.role === role ? [{ id: a.id, cookie: cookies[i]! }] : []));
  const customers = of('user').map((c) => ({
    ...c,
    projects: [] as string[],
    picked: [] as string[],
  }));
  const partners = of('service-provider').map((p) => ({ ...p, projects: [] as string[] }));
  const customerIndex = new Map(customers.map((c, i) => [c.id, i]));
  const own = (await db.execute(sql`
    select p.client_id as owner, p.id, p.selected_quotation is not null as picked,
           (p.selected_quotation is null and p.visible_to_client and p.status = 'In Progress'
            and exists (select 1 from partner_quotations q
                        where q.project_id = p.id and q.finalized)) as pickable
    from projects p where p.client_id in ${jsonIds(customers.map((c) => c.id))}
    order by p.created_at desc`)) as unknown as Rows<{
    owner: string;
    id: string;
    picked: boolean;
    pickable: boolean;
  }>;
  const pickable: (TrafficUsers['pickable'][number] & { turn: number })[] = [];
  const turns = new Map<number, number>();
  for (const row of own.rows) {
    const index = customerIndex.get(row.owner)!;
    customers[index]!.projects.push(row.id);
    if (row.picked) {
      customers[index]!.picked.push(row.id);
    }
    if (row.pickable) {
      const turn = turns.get(index) ?? 0;
      turns.set(index, turn + 1);
      pickable.push({ customer: index, projectId: row.id, turn });
    }
  }
  // A partner opens projects it was invited to (its tabs list them); twenty are plenty.
  const invited = (await db.execute(sql`
    select partner_id as partner, project_id as id
    from (select partner_id, project_id,
                 row_number() over (partition by partner_id order by project_id) as n
          from quotation_invitations where partner_id in ${jsonIds(partners.map((p) => p.id))}) i
    where n <= 20`)) as unknown as Rows<{ partner: string; id: string }>;
  const partnerIndex = new Map(partners.map((p, i) => [p.id, i]));
  for (const row of invited.rows) {
    partners[partnerIndex.get(row.partner)!]!.projects.push(row.id);
  }
  // Ordered by id: a sample from every state and age, without sorting by random().
  const sample = async (where: ReturnType<typeof sql>) =>
    (
      (await db.execute(
        sql`select id from projects where ${where} order by id limit 1000`,
      )) as unknown as Rows<{ id: string }>
    ).rows.map((r) => r.id);
  return {
    customers,
    partners,
    admins: of('admin'),
    // Each customer's first, then each one's second...: the run's picks come from all of them.
    pickable: pickable
      .sort((a, b) => a.turn - b.turn || a.customer - b.customer)
      .map(({ customer, projectId }) => ({ customer, projectId })),
    projects: await sample(sql`true`),
    picked: await sample(sql`selected_quotation is not null`),
  };
}
