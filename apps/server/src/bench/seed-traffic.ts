import { sql } from 'drizzle-orm';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { Database } from '../db/client';
import { hashToken, randomToken } from '../lib/tokens';
import { upsertAdmin } from '../modules/admins/provision-admin';
import { sessionCookieName } from '../modules/sessions/session-cookies';
import { sessionLimits } from '../modules/sessions/session-store';
import { admin, trafficPeople } from './bench-settings';
import type { ScaleCounts } from './seed-at-scale';
import { gatherTraffic, type TrafficUsers } from './traffic-users';

// The real-traffic run: 1,000 customers, 200 partners and 5 admins signed in at scale 1
// (fewer at smaller scales). Their sessions are written straight into the sessions table, as
// modules/sessions/session-store.ts writes them, instead of 1,205 password sign-ins; and a pool
// of released projects is given finalised quotations, so that customers have quotations to pick.

/** How many people take part at a scale, never more than the seed made. */
export function trafficPeopleAt(scale: number, counts: ScaleCounts) {
  const n = (full: number, least: number) => Math.max(least, Math.round(full * scale));
  return {
    customers: Math.min(counts.customers, n(trafficPeople.customers, 10)),
    partners: Math.min(counts.partners, n(trafficPeople.partners, 3)),
    admins: n(trafficPeople.admins, 2),
  };
}

/**
 * Row numbers (0-based, by e-mail as seed-at-scale.ts numbers accounts) of `want` of `total`
 * accounts, spread over all of them with every last digit equally often: a seeded customer's
 * projects all share the state its number's last digit gives (seed-at-scale.ts, status by
 * g % 10 where g ≡ number mod the customer count), so this mixes New, open, released, picked
 * and completed projects.
 */
export function spreadRows(want: number, total: number): number[] {
  const stride = total / want;
  if (stride < 10) {
    return Array.from({ length: Math.min(want, total) }, (_, k) => k);
  }
  return Array.from({ length: want }, (_, k) => Math.floor((k * stride) / 10) * 10 + (k % 10));
}

async function chosenAccounts(
  db: Database,
  table: 'users' | 'service_providers',
  prefix: string,
  rows: number[],
): Promise<string[]> {
  const result = (await db.execute(sql`
    select id from (select id, row_number() over (order by email) - 1 as rn
                    from ${sql.identifier(table)} where email like ${`${prefix}%`}) a
    where rn in (select value::int from json_array_elements_text(${JSON.stringify(rows)}::json))
    order by rn`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/** The bench's admin and the others, made as the app makes an admin (upsertAdmin). */
async function seedAdmins(db: Database, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    // The first is the one the app provisions at start from ADMIN_EMAIL (bench-server.ts): its
    // start updates the row and keeps the id, so the session below stays its own.
    const email = i === 1 ? admin.email : admin.email.replace('@', `-${i}@`);
    ids.push(await upsertAdmin(db, { email, password: admin.password, totpSecret: admin.secret }));
  }
  return ids;
}

/**
 * Gives up to `want` of the customers' released, unpicked projects without quotations (their
 * design picked, as every released seeded project has) three finalised quotations from
 * partners invited to them: what projectsApi.pickQuotation needs (packages/shared/src/workflow.ts,
 * canPickQuotation). Taken in turn from each customer, so that picks spread over them.
 */
async function seedPickable(db: Database, customers: string[], partners: number, want: number) {
  await db.execute(sql`
    insert into partner_quotations (project_id, partner_id, num, name, phone, finalized,
      total_amount_paise, total_supplier_costing_paise, final_costing_paise)
    select p.id, sp.id, k + 1, sp.name, sp.phone, true,
           (200000 + k * 15000) * 100, 50000 * 100, (250000 + k * 15000) * 100
    from (select id, row_number() over (order by turn, client_id) - 1 as rn
          from (select id, client_id,
                       row_number() over (partition by client_id order by created_at desc) as turn
                from projects p
                where client_id in (select value::uuid
                                    from json_array_elements_text(${JSON.stringify(customers)}::json))
                  and status = 'In Progress' and visible_to_client and selected_quotation is null
                  and design_selected is not null
                  and not exists (select 1 from partner_quotations q where q.project_id = p.id)) t
          order by turn, client_id
          limit ${want}::int) p
    cross join generate_series(0, 2) k
    join (select id, name, phone, row_number() over (order by email) - 1 as rn
          from service_providers where email like 'bench-partner-%') sp
      on sp.rn = (p.rn * 3 + k) % ${partners}::int`);
  // As the seed does for every quotation: the partners who quoted were invited.
  await db.execute(sql`
    insert into quotation_invitations (project_id, partner_id, token_hash)
    select q.project_id, q.partner_id, md5(q.project_id::text || q.partner_id::text)
    from partner_quotations q
    where not exists (select 1 from quotation_invitations i
                      where i.project_id = q.project_id and i.partner_id = q.partner_id)`);
}

/** Live sign-in sessions, one per account, and the Cookie header that carries each. */
async function seedSessions(
  db: Database,
  accounts: { role: Role; id: string }[],
): Promise<string[]> {
  const tokens = accounts.map(() => randomToken());
  const rows = accounts.map((a, i) => ({ h: hashToken(tokens[i]!), r: a.role, a: a.id }));
  // Fresh, so that the 60-minute idle limit starts now and the 24-hour one is far off.
  const expiresAt = new Date(Date.now() + sessionLimits.absoluteMs).toISOString();
  await db.execute(sql`
    insert into sessions (id_hash, role, account_id, purpose, expires_at, user_agent)
    select h, r, a, 'signin', ${expiresAt}::timestamptz, 'greenscape bench'
    from json_to_recordset(${JSON.stringify(rows)}::json) as s(h text, r text, a uuid)`);
  // bench-server.ts starts the app outside production: cookie names without __Host-.
  return accounts.map((a, i) => `${sessionCookieName(a.role, 'signin', false)}=${tokens[i]}`);
}

/** After seedAtScale: the signed-in people of the real-traffic run, and what each may read. */
export async function seedTraffic(
  db: Database,
  counts: ScaleCounts,
  scale: number,
  picksWanted: number,
): Promise<TrafficUsers> {
  const people = trafficPeopleAt(scale, counts);
  const adminIds = await seedAdmins(db, people.admins);
  const customerRows = spreadRows(people.customers, counts.customers);
  const customerIds = await chosenAccounts(db, 'users', 'bench-customer-', customerRows);
  const partnerRows = spreadRows(people.partners, counts.partners);
  const partnerIds = await chosenAccounts(db, 'service_providers', 'bench-partner-', partnerRows);
  await seedPickable(db, customerIds, counts.partners, picksWanted);
  const accounts = [
    ...customerIds.map((id) => ({ role: 'user' as const, id })),
    ...partnerIds.map((id) => ({ role: 'service-provider' as const, id })),
    ...adminIds.map((id) => ({ role: 'admin' as const, id })),
  ];
  const cookies = await seedSessions(db, accounts);
  // Vacuumed as seed-at-scale.ts leaves its tables, so that autovacuum does not run in the bench.
  await db.execute(
    sql`vacuum (analyze) partner_quotations, quotation_invitations, sessions, admins`,
  );
  return gatherTraffic(db, accounts, cookies);
}
