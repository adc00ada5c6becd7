// What Greenscape answers on WhatsApp to a tap or a reply (docs/messaging.md), in English; the
// Hindi is channel-messages-hi.ts.
export const channelMessages = {
  whatsappApproved:
    'Approved: milestone {num} of project {ref}. The partner and the team are told.',
  whatsappAskChanges:
    'What should change in milestone {num} of project {ref}? Write it here within 24 hours, with photos if you like: it goes to the partner a minute after your last message.',
  whatsappChangesSent:
    'Your change request for milestone {num} of project {ref} is sent to the partner.',
  whatsappChooseOnSite:
    'You take part in several projects: please write in the conversation of the one you mean, on the site.',
  whatsappStaleButton:
    'That message is out of date: please answer the latest one, or use the site.',
  whatsappNothingChanged: 'Nothing changed: {reason}',
  whatsappPhotoOnly: 'Photo sent on WhatsApp',
  whatsappPhotoNotAdded: 'That photo was not added: a change request takes up to 10 photos.',
  whatsappWordsTooLong:
    'Those words were not added: a change request takes up to 2,000 characters of words.',
  whatsappAfterChangeRequest:
    'That came after your change request was sent: tap Request changes again to send more.',
  whatsappNotTaken: 'Sorry, we could not take that message. Please send it again, or use the site.',
};
