import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MessageKey } from '@greenscape/shared/messages';
import { projects } from '../../db/schema/index';
import { participantsOf } from '../access';
import { type Recipient, allAdmins, notify } from '../notifications';
import type { ProjectRow } from '../kernel';

/** The sides of a project's job: its customer, the team (every admin), its selected partner. */
export type Side = 'customer' | 'team' | 'partner';

/** Who a side is, for one project (a project without a selected partner has none). */
export async function recipientsOf(
  app: FastifyInstance,
  project: Pick<ProjectRow, 'clientId' | 'selectedPartnerId'>,
  sides: readonly Side[],
): Promise<Recipient[]> {
  const { customer, partner } = participantsOf(project);
  const out: Recipient[] = [];
  if (sides.includes('customer')) {
    out.push(customer);
  }
  if (sides.includes('partner') && partner) {
    out.push(partner);
  }
  if (sides.includes('team')) {
    out.push(...(await allAdmins(app)));
  }
  return out;
}

/** Tells the sides that act next, after the step committed (in-app and their channel). */
export async function tell(
  app: FastifyInstance,
  project: Pick<ProjectRow, 'id' | 'clientId' | 'selectedPartnerId'>,
  sides: readonly Side[],
  notice: { kind: string; key: MessageKey; milestone?: number },
): Promise<void> {
  await notify(app, await recipientsOf(app, project, sides), { ...notice, projectId: project.id });
}

/** `tell` for a project known by its id alone, as the sweeps find them. */
export async function tellProject(
  app: FastifyInstance,
  projectId: string,
  sides: readonly Side[],
  notice: { kind: string; key: MessageKey },
): Promise<void> {
  const [project] = await app.database.db
    .select({
      id: projects.id,
      clientId: projects.clientId,
      selectedPartnerId: projects.selectedPartnerId,
    })
    .from(projects)
    .where(eq(projects.id, projectId));
  if (project) {
    await tell(app, project, sides, notice);
  }
}
