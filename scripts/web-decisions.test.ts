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

const decisions: RegExp[] = [
  /\.(selectedQuotation|designSelected)\s*[!=]==?\s*null/,
  /\.status\s*[!=]==?\s*'(New|In Progress|Completed)'/,
  /(?<!messages)\.(visibleToClient|quotationSent|hasTemplate|designCount|visitStatus|currentMilestoneStatus|approvedCount|finalizedCount|proofSubmitted|hasAdvance)\b/,
];

export function rawDecisionsIn(file: string, text: string): string[] {
  return text
    .split('\n')
    .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
    .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .filter(({ line }) => decisions.some((pattern) => pattern.test(line)))
    .map(({ line, at }) => `${at}: ${line.trim()}`);
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

  it('makes no decision on raw workflow facts anywhere in the web', () => {
    const found = sourceFiles(webSource).flatMap((file) =>
      rawDecisionsIn(path.relative(root, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
