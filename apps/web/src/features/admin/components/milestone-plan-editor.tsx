import { useState, type FormEvent } from 'react';
import { milestonePlanBodySchema, type Milestone } from '@greenscape/shared/schemas/execution';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  cellNumber,
  inputColumn,
  RowEditor,
  RowInput,
  type EditorColumn,
} from '../../../components/ui/row-editor';
import type { PlanRow } from '../../execution/api/execution';

/** `advance`: money, not work (docs/product.md#milestones); only the first row may be it. */
type Row = { title: string; percent: string; dueOn: string; advance: boolean };

const maxRows = 8;

const titleColumn = inputColumn<Row>('Title', 'title', (n) => `Title of milestone ${n}`, {
  maxLength: 80,
});

const columns: EditorColumn<Row>[] = [
  {
    ...titleColumn,
    // The first row's title carries the advance's checkbox: the plan body takes it there only.
    cell: (row, index, update) => (
      <div className="flex flex-col gap-2">
        {titleColumn.cell(row, index, update)}
        {index === 0 && (
          <label className="flex items-start gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              checked={row.advance}
              onChange={(e) => update({ advance: e.target.checked })}
              className="mt-0.5 h-4 w-4 shrink-0"
            />
            <span>This is the advance: money to start the work, no proof needed</span>
          </label>
        )}
      </div>
    ),
  },
  inputColumn<Row>('Percent', 'percent', (n) => `Percent of milestone ${n}`, {
    inputMode: 'numeric',
    headerClassName: 'w-28',
  }),
  {
    header: 'Due date (optional)',
    className: 'w-44',
    cell: (row, index, update) => (
      <RowInput
        type="date"
        aria-label={`Due date of milestone ${index + 1}`}
        value={row.dueOn}
        onChange={(e) => update({ dueOn: e.target.value })}
      />
    ),
  },
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
  const [rows, setRows] = useState<Row[]>(() =>
    milestones.map((m, index) => ({
      title: m.title,
      percent: String(m.percent),
      dueOn: m.dueOn ?? '',
      advance: index === 0 && m.advance,
    })),
  );
  const [invalid, setInvalid] = useState<string>();
  const fixedBy = firstProofOf(milestones);
  const sum = rows.reduce((total, r) => total + (cellNumber(r.percent) || 0), 0);
  if (!editable) {
    return (
      <p className="rounded-md bg-stone-100 p-3 text-sm text-stone-800">
        {fixedBy
          ? `The plan can no longer change: the partner has submitted proof of milestone ${fixedBy.num}.`
          : 'The plan can no longer change.'}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plan = planOf(rows);
    const parsed = milestonePlanBodySchema.safeParse({ milestones: plan });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    onSubmit(plan);
  };
  return (
    <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-3">
      <p className="text-sm text-stone-700">
        2 to 8 milestones; whole percentages adding up to 100. Amounts follow from the picked
        quotation.
      </p>
      <RowEditor
        label="Milestones of the plan"
        columns={columns}
        rows={rows}
        setRows={setRows}
        {...(rows.length < maxRows
          ? { blankRow: () => ({ title: '', percent: '', dueOn: '', advance: false }) }
          : {})}
        footer={{ label: 'Total', value: `${sum} %` }}
        minWidth="md:min-w-[36rem]"
      />
      {invalid && <Alert kind="error">{invalid}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      {saved && <Alert kind="success">Plan saved. The amounts were worked out again.</Alert>}
      <Button type="submit" busy={busy} className="self-start">
        Save the plan
      </Button>
    </form>
  );
}
