// The texts of the site visit and the milestones (apps/server/src/modules/execution/), part of the
// catalogue of messages.ts, kept in a file of their own so that each stays small.
export const executionMessages = {
  visitSlotsInvalid:
    'Propose one to three times for the visit, each in the future and within a year',
  visitSlotNotProposed: 'Choose one of the times proposed for the visit',
  visitNotesRequired: 'Please write what you found at the site',
  milestonePlanInvalid:
    'The plan needs 2 to 8 milestones with whole percentages that add up to 100',
  milestoneTitleRequired: 'Every milestone needs a title',
  milestoneDueDatesOrder: 'Due dates must not go backwards from one milestone to the next',
  milestoneDueOnInvalid: 'A due date must be a real date between the years 2000 and 9999',
  photosInvalid: 'Photos must be a list of your uploaded images',
  invalidMilestoneParam: 'The milestone number must be a whole number from 1 to 8',
  proofNoteRequired: 'Please describe the work done',
  proofPhotosRequired: 'Add at least one photo of the work',
  changesTextRequired: 'Please say what should be changed',
  tooManyPhotos: 'Too many photos: at most 10',
  // the steps' refusals (packages/shared/src/execution-rules.ts): 409 says what must happen first
  executionNotStarted: 'This starts once the customer has picked a quotation',
  visitAlreadyReported: 'The site visit has already been reported',
  visitNotProposed: 'Our team has not proposed times for the visit yet',
  visitAlreadyConfirmed:
    'The visit is already confirmed; ask our team to propose new times to change it',
  visitNotConfirmed: 'The customer must confirm a time for the visit before it is reported',
  visitNotYetHappened: 'The visit can be reported from its confirmed time on, not before',
  visitNotReportedYet: 'Work starts after the site visit is reported',
  invalidMilestoneNumber: 'There is no milestone with that number',
  planLocked: 'The plan cannot change once proof of work has been submitted',
  proofNotCurrent: 'Proof goes to the current milestone: the earliest one not yet approved',
  proofAwaitingReview: "This milestone's proof is waiting for the customer's review",
  milestoneAlreadyApproved: 'This milestone is already approved',
  milestoneNotSubmitted: 'There is no proof to review on this milestone yet',
  visitSlotPassed: 'That time has already passed; our team will propose new times for the visit',
  // notices of the job after the pick (in-app and the person's channel)
  notifyVisitProposed: 'Times for the site visit are proposed: please confirm one',
  notifyVisitConfirmed: 'The customer confirmed a time for the site visit',
  notifyVisitRescheduled: 'The site visit is being rescheduled; new times will follow',
  notifyVisitReported: 'The site visit is reported; the work can start',
  notifyVisitTomorrow: 'Reminder: the site visit is tomorrow',
  notifyPlanChanged: 'The work plan of your project changed',
  notifyProofSubmitted: 'Proof of a milestone is ready: please approve it or ask for changes',
  notifyMilestoneApproved: 'The customer approved a milestone',
  notifyChangesRequested: 'The customer asked for changes to a milestone',
  notifyAutoApproveSoon:
    'A milestone waits for your review; it will be approved automatically in 2 days',
  notifyMilestoneAutoApproved: 'A milestone was approved automatically after the review period',
  advanceNeedsNoProof:
    'The advance is money, not work: it needs no proof and is approved once it is paid in full',
  milestoneAdvanceFirstOnly: 'Only the first milestone of a plan can be an advance',
  notifyAdvancePaid: 'The advance is paid in full: the work can go ahead',
} as const;
