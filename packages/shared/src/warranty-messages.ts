// The texts of the warranty (apps/server/src/modules/warranty/), part of the catalogue of
// messages.ts, kept in a file of their own so that each stays small; their Hindi is
// warranty-messages-hi.ts.
export const warrantyMessages = {
  claimTextInvalid: 'Describe the problem in up to 2,000 characters',
  claimVisitDateInvalid: 'Choose a visit date from today on',
  claimReasonInvalid: 'Say why it is not covered in 10 to 500 characters',
  claimFixNoteInvalid: 'Describe the fix in up to 2,000 characters',
  claimFixPhotosRequired: 'Add 1 to 10 photos of the fix',
  claimUpdateInvalid:
    'Say what to do with the claim: a visit date, not covered with a reason, the fix, or close or reopen it',
  // the steps' refusals (packages/shared/src/warranty-rules.ts): 409 says what must happen first
  warrantyNotStarted: 'The warranty starts when the project is completed',
  warrantyEnded:
    'The warranty of this garden has ended. Ask the team for a care plan to keep it looked after',
  claimNotOpen: 'This claim is no longer open',
  claimNotScheduled: 'A fix can be reported once a visit is scheduled',
  claimNotFixed: 'The claim can be closed or reopened once the fix is reported',
  claimReopenTooLate: 'A fix can be reopened within 14 days of it. Report a new problem instead',
  // notices
  notifyClaimOpened: 'A warranty problem was reported',
  notifyClaimScheduled: 'A warranty visit is scheduled',
  notifyClaimNotCovered: 'A warranty claim was closed as not covered',
  notifyClaimFixed: 'The warranty problem is fixed; please check it',
  notifyClaimClosed: 'A warranty claim is closed',
  notifyClaimReopened: 'A warranty claim was reopened',
  notifyClaimWaiting: 'A warranty problem has waited 48 hours for a visit',
} as const;
