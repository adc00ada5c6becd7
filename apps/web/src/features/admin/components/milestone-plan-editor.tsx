import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { milestonePlanBodySchema, type Milestone } from '@greenscape/shared/schemas/execution';
import { Form, FormErrorAlert } from '../../../components/form/form';
import { FormRowEditor, rowInputColumn, type FormColumn } from '../../../components/form/form-rows';
import { useZodForm } from '../../../components/form/use-zod-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cellNumber } from '../../../components/ui/row-editor';
import type { PlanRow } from '../../execution/api/execution';

/** `advance`: money, not work (docs/product.md#milestones); only the first row may be it. */
type Row = { title: string; percent: string; dueOn: string; advance: boolean };

const maxRows = 8;

/** The first row's advance box: the plan body takes it there only. */
function AdvanceBox({ row }: { row: string }) {
  const { register } = useFormContext();
  return (
    <label className="flex items-start gap-2 text-sm text-stone-800">
      <input type="checkbox" {...register(`${row}.advance`)} className="mt-0.5 h-4 w-4 shrink-0" />
      <span>This is the advance: money to start the work, no proof needed</span>
    </label>
  );
}

const titleColumn = rowInputColumn('Title', 'title', (n) => `Title of milestone ${n}`, {
  maxLength: 80,
});

const columns: FormColumn[] = [
  {
    ...titleColumn,
    cell: (row, index) => (
      <div className="flex flex-col gap-2">
        {titleColumn.cell(row, index)}
        {index === 0 && <AdvanceBox row={row} />}
      </div>
    ),
  },
  rowInputColumn('Percent', 'percent', (n) => `Percent of milestone ${n}`, {
    inputMode: 'numeric',
    headerClassName: 'w-28',
  }),
  rowInputColumn('Due date (optional)', 'dueOn', (n) => `Due date of milestone ${n}`, {
    type: 'date',
    headerClassName: 'w-44',
  }),
];

/**
 * The milestone whose proof fixed the plan, to say why the editor is closed. Whether it is closed
 * is the shared rule's (`editable`: canPlanMilestones on the server's facts), not this.
 */
export function firstProofOf(milestones: readonly Milestone[]): Milestone | undefined {
  return milestones.find((m) => m.proofs.length > 0);
}

/**
 * The body's rows: `advance` is sent for every row, since an absent one means false and a re-plan
 * would lose the advance; only the first row's counts, whatever rows were removed before it
 * (the server refuses an advance elsewhere: 400 milestoneAdvanceFirstOnly).
 */
export function planOf(rows: readonly Row[]): PlanRow[] {
  return rows.map((r, index) => ({
    title: r.title,
    percent: cellNumber(r.percent),
    dueOn: r.dueOn === '' ? null : r.dueOn,
    advance: index === 0 && r.advance,
  }));
}

// The rows as typed, checked as the body they make (planOf) by the shared schema.
const planFormSchema = z
  .object({ milestones: z.array(z.custom<Row>()) })
  .transform(({ milestones }) => ({ milestones: planOf(milestones) }))
  .pipe(milestonePlanBodySchema);

/** The plan's total as typed; an unreadable percent counts as none. */
function PlanTotal() {
  const rows = (useWatch({ name: 'milestones' }) ?? []) as Row[];
  const sum = rows.reduce((total, r) => total + (cellNumber(r.percent) || 0), 0);
  return <>{`${sum} %`}</>;
}

/**
 * The team's editor of the work plan (docs/product.md#milestones): 2 to 8 milestones with whole
 * percentages adding up to 100 and due dates that do not go backwards, the first of them the
 * advance or not, until the partner's first proof; after that it is shown read-only with the
 * reason.
 */
export function MilestonePlanEditor({
  milestones,
  editable,
  busy,
  error,
  saved,
  onSubmit,
}: {
  milestones: readonly Milestone[];
  /** canPlanMilestones on the project's state (packages/shared/src/execution-rules.ts). */
  editable: boolean;
  busy: boolean;
  error: string | undefined;
  saved: boolean;
  onSubmit: (plan: PlanRow[]) => void;
}) {
  const initial = useMemo(
    () =>
      milestones.map((m, index) => ({
        title: m.title,
        percent: String(m.percent),
        dueOn: m.dueOn ?? '',
        advance: index === 0 && m.advance,
      })),
    [milestones],
  );
  const form = useZodForm(planFormSchema, { milestones: initial });
  const count = useWatch({ control: form.control, name: 'milestones' }).length;
  const fixedBy = firstProofOf(milestones);
  if (!editable) {
    return (
      <p className="rounded-md bg-stone-100 p-3 text-sm text-stone-800">
        {fixedBy
          ? `The plan can no longer change: the partner has submitted proof of milestone ${fixedBy.num}.`
          : 'The plan can no longer change.'}
      </p>
    );
  }
  // The rows as typed, as before the schema's trimming: the server parses them the same way.
  const submit = form.handleSubmit(() => onSubmit(planOf(form.getValues('milestones'))));
  return (
    <Form form={form} onSubmit={submit} className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-stone-700">
        2 to 8 milestones; whole percentages adding up to 100. Amounts follow from the picked
        quotation.
      </p>
      <FormRowEditor
        name="milestones"
        label="Milestones of the plan"
        columns={columns}
        blankRow={
          count < maxRows
            ? () => ({ title: '', percent: '', dueOn: '', advance: false })
            : undefined
        }
        footer={{ label: 'Total', value: <PlanTotal /> }}
        minWidth="md:min-w-[36rem]"
      />
      <FormErrorAlert />
      {error && <Alert kind="error">{error}</Alert>}
      {saved && <Alert kind="success">Plan saved. The amounts were worked out again.</Alert>}
      <Button type="submit" busy={busy} className="self-start">
        Save the plan
      </Button>
    </Form>
  );
}
