import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema/index';
import { projectOf, projectWithFacts } from '../src/modules/kernel';
import { createTestApp, type TestApp } from './helpers/test-app';
import { pickedProject, workPhoto } from './helpers/workflow-fixtures';

// A project row read as one JSON tuple (kernel/project-tuple.ts) is the row Drizzle reads column
// by column: every column, each value of its own type (dates, arrays, a date as text, nulls).

describe('a project row read as one tuple', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives back the very row a plain select reads', async () => {
    const p = await pickedProject(t.app, { site: { address: '4 Lake Road', city: 'Pune' } });
    const photo = await workPhoto(t.app, p.customer);
    await t.database.db
      .update(projects)
      .set({
        photos: [photo],
        warrantyEndsOn: '2027-11-30',
        completedAt: new Date('2026-11-29T08:15:30.123Z'),
        area: null,
      })
      .where(eq(projects.id, p.projectId));
    const [plain] = await t.database.db.select().from(projects).where(eq(projects.id, p.projectId));
    const [read] = await t.database.db
      .select(projectWithFacts)
      .from(projects)
      .where(eq(projects.id, p.projectId));
    const row = projectOf(read!);
    expect(row).toEqual(plain);
    expect(Object.keys(row)).toEqual(Object.keys(plain!));
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.completedAt!.toISOString()).toBe('2026-11-29T08:15:30.123Z');
    expect(row.photos).toEqual([photo]);
  });
});
