import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { ProjectRef } from '../../../components/ui/project-ref';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { projectQuery, projectsQuery } from '../api/projects';
import { BeforePick } from '../components/payments-before-pick';
import { ProjectPayments } from '../components/project-payments';
import { machineOf } from '@greenscape/shared/project-machine';

/** One project's payments, from the Payments list or the project page's summary. */
export default function ProjectPaymentsPage() {
  const t = useT();
  const localize = useLocalize();
  const user = useAccount('user');
  const { projectId = '' } = useParams();
  const project = useQuery(projectQuery(projectId, user._id));
  const projects = useQuery(projectsQuery(user._id));
  const pickedCount = projects.data?.filter((p) => machineOf(p.workflow).picked).length;
  const data = project.data;
  return (
    <Page
      title={t('user.payment.title')}
      documentTitle={data ? t('user.payments.documentTitle', { ref: data.ref }) : undefined}
    >
      {pickedCount !== undefined && pickedCount > 1 && (
        <Link to={pages.userPayment} className="self-start font-semibold text-brand underline">
          {t('user.payments.allProjects')}
        </Link>
      )}
      {project.isPending && <Loading label={t('user.project.loading')} />}
      {project.isError && <Alert kind="error">{localize(project.error.message)}</Alert>}
      {data && (
        <>
          <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
            <ProjectRef value={data.ref} label={t('user.project.ref')} />
            <Link
              to={pages.userProject(data._id)}
              className="text-sm font-semibold text-brand underline"
            >
              {t('user.payments.toProject')}
            </Link>
          </div>
          {!machineOf(data.workflow).picked ? <BeforePick /> : <ProjectPayments project={data} />}
        </>
      )}
    </Page>
  );
}
