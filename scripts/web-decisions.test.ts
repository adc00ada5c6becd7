import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The web decides nothing from a project's raw workflow facts: whether a project is picked,
// completed, released, where its visit or milestone stands, comes from the state machine and the
// rules in packages/shared (project-machine.ts, workflow.ts, execution-rules.ts,
// payment-rules.ts), so a page cannot say one thing while the server does another
// (ARCHITECTURE.md, "Where each kind of rule lives"). Reading a fact to show it (the picked
// design's number, how many milestones) is not a decision and stays allowed.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webSource = path.join(root, 'apps/web/src');

// A visit's own status (siteVisitStatuses, packages/shared/src/schemas/execution.ts) is the same
// fact as the state's visitStatus: whether the customer may choose a time, the partner may report,
// the work may start is canConfirmVisit, canReportVisit, canSubmitProof, and where the visit stands
// is the machine's stage. Payments share 'confirmed' and 'reported' (paymentStatuses), so those two
// count only on a visit by its name, on a read's or a step's answer (`.data`), or destructured.
const visitStatus = String.raw`'(none|proposed|confirmed|reported)'`;
const aVisit = String.raw`[\w.?]*visit\w*(\??\.data)?\??\.status\b`;
const compared = String.raw`\s*[!=]==?\s*`;
const visitDecisions: RegExp[] = [
  new RegExp(String.raw`${aVisit}${compared}|[!=]==?\s*${aVisit}|switch\s*\(\s*${aVisit}`, 'i'),
  new RegExp(String.raw`\.data\??\.status${compared}${visitStatus}`),
  new RegExp(String.raw`(?<![.\w])status${compared}${visitStatus}`),
  // Only a visit's status is ever 'none' or 'proposed', whatever holds it.
  new RegExp(String.raw`\.status${compared}'(none|proposed)'`),
];

const decisions: RegExp[] = [
  /\.(selectedQuotation|designSelected)\s*[!=]==?\s*null/,
  /\.status\s*[!=]==?\s*'(New|In Progress|Completed)'/,
  /(?<!messages)\.(visibleToClient|quotationSent|hasTemplate|designCount|visitStatus|currentMilestoneStatus|approvedCount|finalizedCount|proofSubmitted|hasAdvance)\b/,
  ...visitDecisions,
];

/**
 * Lines that read a visit's status and stay, by file and text, each with why. The scan fails when
 * one of them is gone, so the list never outlives its lines.
 */
const exceptions: Record<string, string> = {
  "apps/web/src/features/execution/components/site-visit-card.tsx: {visit.status === 'none' && (":
    'display only: the card says no times are proposed yet; it offers nothing',
  "apps/web/src/features/execution/components/site-visit-card.tsx: {visit.status === 'proposed' && (":
    'display only: the card lists the proposed times; the choice beside each is slotAction, ' +
    "given by the customer's page when canConfirmVisit allows it (user/components/project-execution.tsx)",
  "apps/web/src/features/admin/components/payment-decisions.tsx: {decide.data.status === 'confirmed'":
    "a payment's status, not a visit's (paymentStatuses share the word): which success text to show",
  "apps/web/src/features/admin/routes/project-execution-page.tsx: again={status !== 'none'}":
    "the proposal form's heading only ('Propose other times'); whether it is offered is " +
    'canProposeVisit on the state',
};

export function rawDecisionsIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
    .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter(({ line }) => decisions.some((pattern) => pattern.test(line)))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
}

/** The findings not excepted, and the exceptions whose line is gone. */
export function unexcepted(found: string[], allowed: Record<string, string>) {
  // A finding is `file:line: text`; an exception names the file and the text, not the line.
  const key = (finding: string) => finding.replace(/^([^:]+):\d+: /, '$1: ');
  const keys = found.map(key);
  return {
    decisions: found.filter((finding) => !(key(finding) in allowed)),
    stale: Object.keys(allowed).filter((exception) => !keys.includes(exception)),
  };
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the web and the workflow facts', () => {
  it('finds a decision made on a raw fact', () => {
    const planted = "const done = project.workflow.status === 'Completed';\n";
    expect(rawDecisionsIn('planted.tsx', planted)).toHaveLength(1);
    expect(rawDecisionsIn('planted.tsx', 'if (p.selectedQuotation !== null) {}')).toHaveLength(1);
    expect(rawDecisionsIn('planted.tsx', 'const ok = machineOf(p).picked;')).toEqual([]);
  });

  it("finds a decision made on a visit's raw status, and lets its display be", () => {
    const planted = [
      "if (visit.status === 'confirmed') {}",
      "{visit.data.status === 'proposed' && <Form />}",
      "const done = visit.data?.status === 'reported';",
      "const done = report.data?.status === 'reported';",
      "if ('reported' !== props.siteVisit?.status) {}",
      'switch (visit.data.status) {',
      "const { status } = visit.data; const again = status !== 'none';",
      "const asking = v.status === 'proposed';",
    ];
    for (const line of planted) {
      expect(rawDecisionsIn('planted.tsx', line), line).toHaveLength(1);
    }
    const display = [
      '<StatusBadge visit={visit.status} />',
      'const style = styles[visit.data.status];',
      // A payment's status, which shares the words: not a visit's.
      "const waiting = ledger.entries.filter((e) => e.status === 'reported');",
      "busy={busy && pending?.decision.status === 'confirmed'}",
      "if (query.state.status === 'error') {}",
    ];
    for (const line of display) {
      expect(rawDecisionsIn('display.tsx', line), line).toEqual([]);
    }
  });

  it('lets a written exception be by its file and text, and names one whose line is gone', () => {
    const found = [
      "a.tsx:3: {visit.status === 'none' && (",
      "b.tsx:9: if (visit.status === 'confirmed') {}",
    ];
    const allowed = { "a.tsx: {visit.status === 'none' && (": 'a reason', 'c.tsx: gone': 'moved' };
    expect(unexcepted(found, allowed)).toEqual({
      decisions: ["b.tsx:9: if (visit.status === 'confirmed') {}"],
      stale: ['c.tsx: gone'],
    });
  });

  it('makes no decision on raw workflow facts anywhere in the web, but the written exceptions', () => {
    const found = sourceFiles(webSource).flatMap((file) =>
      rawDecisionsIn(path.relative(root, file), readFileSync(file, 'utf8')),
    );
    const scan = unexcepted(found, exceptions);
    expect(scan.decisions).toEqual([]);
    // An exception whose line has moved onto the rules leaves the list.
    expect(scan.stale).toEqual([]);
    for (const reason of Object.values(exceptions)) {
      expect(reason.length).toBeGreaterThan(10);
    }
  });
});
