import { useQuery } from '@tanstack/react-query';
import { Link, Navigate } from 'react-router';
import { pages } from '@greenscape/shared/pages';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import { Page } from '../../../components/ui/page';
import { ProjectRef } from '../../../components/ui/project-ref';
import { serviceNameId } from '../../../i18n/service-names';
import { useLocalize, useT } from '../../../i18n/use-t';
import { useAccount } from '../../../lib/session';
import { projectsQuery } from '../api/projects';
import { BeforePick } from '../components/payments-before-pick';
import { machineOf } from '@greenscape/shared/project-machine';

/**
 * Payments: the projects whose quotation is picked, each to its own payments page; with
 * one only, that page at once, since there is nothing to choose.
 */
export default function PaymentPage() {
  const t = useT();
  const localize = useLocalize();
  const user = useAccount('user');
  const projects = useQuery(projectsQuery(user._id));
  const picked = projects.data?.filter((p) => machineOf(p.workflow).picked);
  if (picked?.length === 1) {
    return <Navigate to={pages.userProjectPayments(picked[0]!._id)} replace />;
  }
  return (
    <Page title={t('user.payment.title')}>
      {projects.isPending && <Loading label={t('user.projects.loading')} />}
      {projects.isError && <Alert kind="error">{localize(projects.error.message)}</Alert>}
      {picked?.length === 0 && <BeforePick />}
      {picked && picked.length > 1 && (
        <>
          <p className="text-stone-700">{t('user.payments.choose')}</p>
          <ul className="grid gap-4 sm:grid-cols-2">
            {picked.map((project) => {
              const service = t(serviceNameId(project.service));
              return (
                <li
                  key={project._id}
                  className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-5 shadow-sm"
                >
                  <h2 className="break-words text-lg font-semibold text-stone-900">{service}</h2>
                  <ProjectRef value={project.ref} />
                  <Link
                    to={pages.userProjectPayments(project._id)}
                    aria-label={t('user.payments.openOf', { service, ref: project.ref })}
                    className="mt-2 self-start rounded-md bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
                  >
                    {t('user.payments.open')}
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Page>
  );
}
