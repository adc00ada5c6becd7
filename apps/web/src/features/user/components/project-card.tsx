import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import type { Project } from '@greenscape/shared/schemas/projects';
import { ProjectRef } from '../../../components/ui/project-ref';
import { serviceNameId } from '../../../i18n/service-names';
import { useRelativeTime } from '../../../i18n/use-relative-time';
import { T, useT } from '../../../i18n/use-t';
import { useCustomerStatus } from './customer-texts';

const stageName = (chunks: ReactNode[]) => (
  <span className="font-medium text-brand-dark">{chunks}</span>
);

/** A project on the customer's list: where it stands in their words, and whether it waits for them. */
export function ProjectCard({ project }: { project: Project }) {
  const t = useT();
  const relativeTime = useRelativeTime();
  const status = useCustomerStatus()(project.workflow);
  const service = t(serviceNameId(project.service));
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <p className="text-xs text-stone-500">
        <time dateTime={project.createdAt}>{relativeTime(project.createdAt)}</time>
      </p>
      <h2 className="break-words text-lg font-semibold text-stone-900">{service}</h2>
      <ProjectRef value={project.ref} />
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>
          <T id="user.card.stage" values={{ stage: status.label, b: stageName }} />
        </span>
        {status.yourTurn && (
          <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-stone-900">
            {t('user.card.yourTurn')}
          </span>
        )}
      </p>
      <Link
        to={pages.userProject(project._id)}
        className="mt-2 self-start rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
        aria-label={t('user.card.seeDetailsOf', { service, ref: project.ref })}
      >
        {t('user.card.seeDetails')}
      </Link>
    </li>
  );
}
