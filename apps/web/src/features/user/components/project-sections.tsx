import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/namespaces';
import { useT } from '../../../i18n/use-t';
import { machineOf } from '@greenscape/shared/project-machine';
import { isCompleted, type WorkflowProject } from '@greenscape/shared/workflow';

/**
 * The parts of the customer's project page, in the page's order, each an in-page anchor.
 * `messages` is the conversation's own section, the one the bell's message notices open
 * (pages.userProjectMessages).
 */
export const sectionIds = [
  'progress',
  'details',
  'care',
  'work',
  'payments',
  'quotations',
  'designs',
  'messages',
] as const;
export type SectionId = (typeof sectionIds)[number];

/**
 * The parts below the overview (the timeline and the facts), in order; the one where the customer
 * has something to do moves above it.
 */
export const laterParts = [
  // After the handover, the warranty and the care plan come first (docs/product.md#warranty).
  'care',
  'work',
  'payments',
  'quotations',
  'designs',
] as const satisfies readonly SectionId[];
export type LaterPart = (typeof laterParts)[number];

const labels: Record<SectionId, MessageId> = {
  progress: 'user.sections.progress',
  details: 'user.sections.details',
  care: 'user.sections.care',
  work: 'user.sections.work',
  payments: 'user.sections.payments',
  quotations: 'user.sections.quotations',
  designs: 'user.sections.designs',
  messages: 'user.sections.messages',
};

/**
 * The parts a project has at its stage: the designs once sent, the quotations once released, the
 * work and its payments from the pick on; the rest always.
 */
export function sectionsOf(p: WorkflowProject): SectionId[] {
  const state = machineOf(p);
  const has: Record<SectionId, boolean> = {
    progress: true,
    details: true,
    care: isCompleted(p),
    work: state.picked,
    payments: state.picked,
    quotations: state.quotationsReleased,
    designs: state.designsSent,
    messages: true,
  };
  return sectionIds.filter((id) => has[id]);
}

/**
 * One tap to any part of the page, near its top. The links wrap onto a second row on a phone
 * rather than scroll sideways.
 */
export function SectionLinks({ sections }: { sections: readonly SectionId[] }) {
  const t = useT();
  return (
    <nav aria-label={t('user.sections.label')}>
      <ul className="flex flex-wrap gap-2">
        {sections.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-9 items-center rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-medium text-brand-dark hover:border-brand hover:bg-brand-light"
            >
              {t(labels[id])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A part of the page, where its link lands. */
export function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  return (
    <div id={id} className="min-w-0 scroll-mt-4">
      {children}
    </div>
  );
}
