import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

// The conversations of the benchmark's database: ten messages on each of the first
// projects past the New stage (a fifth of all projects at scale 1), customer and team in turn, and
// 120 on each project of the first bench customer, whose pages the bench reads (two full pages and
// a part). The team's author id is a stand-in: the bench's admin is made when the app starts.

/** How many projects hold a conversation of ten messages, at a scale's project count. */
export const conversationsAt = (projects: number) => Math.max(5, Math.round(projects / 5));

export async function seedConversations(db: Database, projectCount: number): Promise<void> {
  const teamId = '00000000-0000-4000-8000-00000000be0c';
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into project_messages
        (project_id, author_role, author_id, author_name, text, photos, created_at)
      select p.id,
             case when k % 2 = 0 then 'user' else 'admin' end,
             case when k % 2 = 0 then p.client_id else ${teamId}::uuid end,
             case when k % 2 = 0 then u.name else 'Greenscape team' end,
             'Bench message ' || k || ': when does the planting start?', '{}',
             p.created_at + make_interval(mins => k)
      from (select id, client_id, created_at from projects
            where status <> 'New' and description like 'Bench project %'
            order by created_at desc, id desc
            limit ${conversationsAt(projectCount)}::int) p
      join users u on u.id = p.client_id
      cross join generate_series(1, 10) k`);
    await tx.execute(sql`
      insert into project_messages
        (project_id, author_role, author_id, author_name, text, photos, created_at)
      select p.id,
             case when k % 2 = 0 then 'user' else 'admin' end,
             case when k % 2 = 0 then p.client_id else ${teamId}::uuid end,
             case when k % 2 = 0 then u.name else 'Greenscape team' end,
             'Bench thread ' || k || ': the lawn, the drip line and the pots', '{}',
             p.created_at + make_interval(secs => 30 * k)
      from projects p
      join users u on u.id = p.client_id
      cross join generate_series(11, 130) k
      where u.email = 'bench-customer-1@bench.example'`);
  });
}
