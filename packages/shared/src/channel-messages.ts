// What Greenscape answers on WhatsApp to a tap or a reply (docs/messaging.md), in English; the
// Hindi is channel-messages-hi.ts.
export const channelMessages = {
  whatsappApproved:
    'Approved: milestone {num} of project {ref}. The partner and the team are told.',
  whatsappAskChanges:
    'What should change in milestone {num} of project {ref}? Write it here, with photos if you like, within 24 hours.',
  whatsappChangesSent:
    'Your change request for milestone {num} of project {ref} is sent to the partner.',
  whatsappChooseOnSite:
    'You take part in several projects: please write in the conversation of the one you mean, on the site.',
  whatsappStaleButton:
    'That message is out of date: please answer the latest one, or use the site.',
  whatsappNothingChanged: 'Nothing changed: {reason}',
};
