import {
  hashKey,
  partialMatchKey,
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { projectReads, type ProjectRead } from './query-keys';

// Every read of a project shows where it stands (its `workflow`), so a step refreshes the
// project's pages and the lists that show it; beyond that, the reads of what the step writes
// (apps/server/src/modules/projects/steps/, execution/steps/, payments/steps/). A payment that
// covers the advance approves its milestone (apps/server/src/modules/execution/advance.ts).
const moneyMoves = ['detail', 'lists', 'counts', 'money', 'milestones', 'waiting'] as const;
const executionStep = ['detail', 'lists', 'milestones', 'money'] as const;
const visitStep = ['detail', 'lists', 'siteVisit'] as const;
const afterCareStep = ['detail', 'lists', 'afterCare'] as const;

/** Which reads each project step changes, by the step's name. */
export const stepChanges = {
  // A new project has no reads of its own yet: only the lists show it.
  createProject: ['lists'],
  // The visit's card shows the site to the partner.
  changeSite: ['detail', 'lists', 'siteVisit'],
  sendDesigns: ['detail', 'lists'],
  pickDesign: ['detail', 'lists'],
  createTemplate: ['detail', 'lists', 'quotations'],
  shareQuotation: ['detail', 'lists', 'quotations'],
  // The partner's own page and form stay as they are: the form shows its thanks and what happens
  // next until the partner leaves (features/partner/components/quotation-form.tsx); read again,
  // the form would give way to the standing the answer already told.
  submitQuotation: ['lists'],
  costQuotation: ['detail', 'lists', 'quotations'],
  releaseQuotations: ['detail', 'lists', 'quotations'],
  // The pick starts the job: the default plan, its money, and the partner's conversation.
  pickQuotation: [
    'detail',
    'lists',
    'quotations',
    'siteVisit',
    'milestones',
    'money',
    'conversation',
  ],
  proposeSiteVisit: visitStep,
  confirmSiteVisit: visitStep,
  reportSiteVisit: visitStep,
  // A customer's or partner's message kept in the outbox (features/conversation/api/messages.ts).
  sendMessage: ['conversation'],
  // What is due follows the milestones: the ledger reads them
  // (apps/server/src/plugins/read-cache-tables.ts).
  planMilestones: executionStep,
  submitProof: executionStep,
  approveMilestone: executionStep,
  requestChanges: executionStep,
  // The team's tiles count the payments waiting.
  // Paying a late care fee resumes its plan (apps/server/src/modules/care/care-sweep.ts).
  addPayment: [...moneyMoves, 'afterCare'],
  decidePayment: [...moneyMoves, 'afterCare'],
  addPayout: moneyMoves,
  // The partner's projects completed grows, and the job's reads close.
  completeProject: [
    'detail',
    'lists',
    'counts',
    'partners',
    'siteVisit',
    'milestones',
    'money',
    'waiting',
    'conversation',
  ],
  // The warranty and the care plan (features/after-care/): a plan's fees are on the ledger.
  openClaim: afterCareStep,
  changeClaim: afterCareStep,
  offerCarePlan: afterCareStep,
  decideCarePlan: [...afterCareStep, 'money'],
  changeCareVisit: afterCareStep,
  // The partner's ratings, which the team's picker and the public profile show.
  ratePartner: ['detail', 'lists', 'partners'],
} as const satisfies Record<string, readonly ProjectRead[]>;

export type ProjectStep = keyof typeof stepChanges;

/** The key prefixes a step refreshes; a project's reads only where one is named. */
export function keysOfStep(step: ProjectStep, projectId?: string): QueryKey[] {
  const reads = projectReads(projectId);
  return stepChanges[step].flatMap((read) => reads[read]);
}

/**
 * Marks every read the step changed stale, and reads again those on screen; `answered`, a read the
 * step's answer has already replaced, is left as it is.
 */
export function refreshAfterStep(
  queryClient: QueryClient,
  step: ProjectStep,
  projectId?: string,
  answered?: QueryKey,
): Promise<void> {
  const prefixes = keysOfStep(step, projectId);
  const skipped = answered && hashKey(answered);
  return queryClient.invalidateQueries({
    predicate: ({ queryKey, queryHash }) =>
      queryHash !== skipped && prefixes.some((prefix) => partialMatchKey(queryKey, prefix)),
  });
}

/**
 * A project step as a mutation: the call, then the refresh of what the step changes. After a
 * refusal too: a 409 means the project is not where the page thought (a payment came in, a
 * milestone was approved, another admin acted), and the page must show where it stands now.
 * `project` is the project's id, or how to find it in the input; a step that makes the project
 * names none. `answers`: the read whose new value the answer is, put in its place at once and not
 * read again.
 */
export function useStepMutation<Input, Output>(options: {
  step: ProjectStep;
  project?: string | ((input: Input) => string);
  call: (input: Input) => Promise<Output>;
  answers?: QueryKey;
}) {
  const queryClient = useQueryClient();
  const { step, project, call, answers } = options;
  return useMutation({
    mutationFn: call,
    onSuccess: (output) => {
      if (answers) {
        queryClient.setQueryData(answers, output);
      }
    },
    onSettled: (output, error, input) =>
      refreshAfterStep(
        queryClient,
        step,
        typeof project === 'function' ? project(input) : project,
        error ? undefined : answers,
      ),
  });
}
