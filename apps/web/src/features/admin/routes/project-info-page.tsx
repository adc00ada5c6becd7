import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { areaLabel } from '@greenscape/shared/areas';
import { budgetLabel } from '@greenscape/shared/budgets';
import { messages } from '@greenscape/shared/messages';
import { formatPhone } from '@greenscape/shared/phone';
import { serviceLabels } from '@greenscape/shared/services';
import { may } from '@greenscape/shared/project-actions';
import { canSendDesigns } from '@greenscape/shared/workflow';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ImageUploader } from '../../../components/ui/image-uploader';
import { SiteCard } from '../../site/components/site-card';
import { clientQuery, steps, useProjectStep } from '../api/projects';
import { ProjectActivity } from '../components/project-activity';
import { ProjectNotices } from '../components/project-notices';
import { useAdminProject } from '../components/use-admin-project';
import { thumbOf } from '@greenscape/shared/schemas/projects';

function Facts({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section aria-label={title} className="rounded-xl bg-white p-5 shadow-sm">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-stone-500">{label}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Thumbs({
  label,
  urls,
  highlight,
}: {
  label: string;
  urls: string[];
  highlight?: number | null;
}) {
  return (
    <ol className="flex flex-wrap gap-3" aria-label={label}>
      {urls.map((url, i) => (
        <li key={url} className="flex flex-col items-center gap-1">
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={thumbOf(url)}
              alt={`${label} ${i + 1}`}
              className={`h-24 w-32 rounded object-cover ${highlight === i + 1 ? 'ring-4 ring-brand' : ''}`}
            />
          </a>
          <span className="text-xs">{i + 1}</span>
        </li>
      ))}
    </ol>
  );
}

export default function ProjectInfoPage() {
  const { adminId, projectId, project, quotations, state } = useAdminProject();
  const p = project.data!;
  const client = useQuery(clientQuery(adminId, p.client));
  const [designs, setDesigns] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const onDesigns = useCallback((ids: string[], busy: boolean) => {
    setDesigns(ids);
    setUploading(busy);
  }, []);
  const send = useProjectStep(projectId, steps.sendDesigns(adminId, projectId));
  // Sending is final: the button asks, the dialog sends.
  const [asking, setAsking] = useState(false);
  const chosen = quotations.data?.find((q) => q.num === p.workflow.selectedQuotation);

  return (
    <div className="flex flex-col gap-5">
      <Facts
        title="Customer details"
        rows={[
          ['Customer Id', p.client],
          ['Name', client.data?.name ?? '—'],
          ['Mobile', client.data?.phone ? formatPhone(client.data.phone) : '—'],
          ['E-mail', client.data?.email ?? '—'],
        ]}
      />
      <Facts
        title="Project details"
        rows={[
          ['Project Id', p._id],
          ['Service', serviceLabels[p.service]],
          ['Budget', budgetLabel(p.budget) ?? p.budget],
          ['Area', areaLabel(p.area) ?? messages.notSpecified],
          ['Status', p.status],
        ]}
      />
      <SiteCard
        site={p.site}
        projectId={projectId}
        changeAs={state && may(state, { role: 'team' }, 'changeSite') ? 'admin' : undefined}
      />
      <section
        aria-label="Customer requirements"
        className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
      >
        <h2 className="text-lg font-semibold">Customer requirements</h2>
        <p className="whitespace-pre-line">{p.desc}</p>
        {p.photos.length > 0 ? (
          <Thumbs label="Photo" urls={p.photos} />
        ) : (
          <p className="text-stone-500">No photos.</p>
        )}
      </section>
      <section
        aria-label="Designs"
        className="flex flex-col gap-3 rounded-xl bg-white p-5 shadow-sm"
      >
        <h2 className="text-lg font-semibold">Designs</h2>
        {state && canSendDesigns(state).ok ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setAsking(true);
            }}
            className="flex flex-col gap-3"
          >
            <ImageUploader label="Design images" purpose="design" max={9} onChange={onDesigns} />
            {send.error && <Alert kind="error">{send.error.message}</Alert>}
            <Button
              busy={send.isPending}
              disabled={uploading || designs.length === 0}
              className="self-start"
            >
              Send Designs
            </Button>
            {asking && (
              <ConfirmDialog
                question={`Send ${designs.length === 1 ? 'this design' : `these ${designs.length} designs`} to the customer?`}
                confirmLabel="Send to the customer"
                onCancel={() => setAsking(false)}
                onConfirm={() => send.mutate(designs)}
              >
                <p>
                  The customer is told by SMS and can choose one. You cannot add or change designs
                  afterwards.
                </p>
              </ConfirmDialog>
            )}
          </form>
        ) : (
          <>
            {send.isSuccess && <Alert kind="success">{messages.imagesSent}</Alert>}
            <Thumbs label="Design" urls={p.designSent} highlight={p.workflow.designSelected} />
            <p>Selected design: {p.workflow.designSelected ?? 'not picked yet'}</p>
          </>
        )}
      </section>
      {quotations.data && quotations.data.length > 0 && (
        <section
          aria-label="Allocated service partners"
          className="rounded-xl bg-white p-5 shadow-sm"
        >
          <h2 className="mb-3 text-lg font-semibold">Allocated service partners</h2>
          <ol className="flex flex-col gap-1">
            {quotations.data.map((q) => (
              <li key={q._id}>
                {q.num}. {q.partner.name ?? q.name} ·{' '}
                {q.partner.phone ? formatPhone(q.partner.phone) : q.phone}
              </li>
            ))}
          </ol>
          {chosen && (
            <p className="mt-3 font-medium">
              Selected quotation: {chosen.num} by {chosen.partner.name ?? chosen.name}
            </p>
          )}
        </section>
      )}
      <ProjectNotices adminId={adminId} projectId={projectId} />
      <ProjectActivity adminId={adminId} projectId={projectId} />
    </div>
  );
}
