import { executionMessages } from './execution-messages';
import { careMessages } from './care-messages';
import { channelMessages } from './channel-messages';
import { offlineMessages } from './offline-messages';
import { warrantyMessages } from './warranty-messages';
import { shellMessages } from './shell-messages';

// Every user-facing text of docs/product.md#validation and #texts, used verbatim by client and
// server (docs/product.md#texts).
// Spelling mistakes of the earlier version are corrected; everything else is kept as written.
export const messages = {
  // validation (docs/product.md#validation)
  invalidPhone: 'Invalid phone number !',
  invalidPhoneNumber: 'Invalid Phone Number',
  invalidPhoneShort: 'Invalid Phone number',
  fillAllCredentials: 'Please fill all the credentials',
  allFieldsRequiredBang: 'All fields are required !',
  allFieldsRequired: 'All fields are required',
  invalidEmailAddressBang: 'Invalid email address !',
  invalidEmailAddress: 'Invalid Email Address',
  passwordsDoNotMatch: 'Passwords do not match !',
  passwordTooShort: 'Password must be at least 8 characters',
  invalidDesignNumber: 'Enter the valid design number',
  invalidQuotationNumber: 'Enter the valid quotation number',
  selectServiceProviders: 'Please select the service providers',
  confirmCreateQuotation: 'Are you sure to create the quotation ?',
  fillRequiredFields: 'Please fill the required fields !',
  fillAllFields: 'Please fill all the fields !',
  valuesNotInRange: 'The entered values are not in range !',
  areaNotForService: 'The chosen area does not belong to the chosen service',

  // workflow and errors (docs/product.md#workflow and #errors)
  tooManyRequests: 'Too many requests , try after some time !',
  tooManyProjects:
    'You have requested many projects in the last hour. Please try again later, or write to us from the Support page.',
  tooManySupportMessages:
    'You have sent many messages in the last hour. Our team will answer them; please try again later.',
  invalidCredentials: 'Invalid credentials',
  totpCodeUsed:
    'This code has just been used. Wait for the next code in your authenticator app, then try again.',
  userNotFound: 'User Not found',
  alreadyApplied: 'You have already applied for the project',
  quotationWindowExpired: 'Time to apply for quotation is expired',
  // where a partner stands on a project (apps/server/src/modules/partners/partner-projects.ts)
  standingOpen: 'You can apply for this project',
  standingSelected: 'Your quotation has been selected',
  standingNotSelected: 'The customer has chosen another quotation',
  quotationAlreadySent: 'Quotation already sent',
  designsPromised: "We'll be right back to you with designs in the next 2 days.",
  designReceived: "We have received your selected designs. We'll be back soon with quotation.",
  quotationReceived: 'We have received your selected quotation. Our team will contact you soon.',
  paymentsOfflineCustomer: 'Currently we are only accepting payments in offline mode.',
  paymentsOfflinePartner: 'Currently payments are provided only in offline mode',
  textCopied: 'Text Copied',
  notDefined: 'Not Defined',
  notSpecified: 'Not Specified',
  fillDetailsToContinue: 'Fill the details to continue',

  // success (docs/product.md#texts)
  projectCreated: 'Project Created Successfully ',
  designSelected: 'Your selected design has been successfully submitted ',
  quotationSelected: 'Your selected quotation has been successfully submitted ',
  imagesSent: 'Images sent successfully !',
  quotationCreated: 'Quotation Created Successfully ',
  quotationSent: 'Quotation sent Successfully',
  quotationUpdated: 'Quotation Updated Successfully',
  quotationsSentToClient: 'Quotations sent to client Successfully',
  projectCompleted: 'your project is completed',
  profileUpdated: 'Profile Updated Successfully',
  updated: 'Updated Successfully',
  imagesUpdated: 'Images updated successfully',
  imagesRemoved: 'Images removed successfully',

  // accounts and sign-in (our own texts where the earlier version showed the server's message)
  otpSent: 'OTP sent to your phone',
  invalidOtp: 'Invalid OTP !',
  otpExpired: 'The OTP has expired, please request a new one',
  otpTooManyTries: 'Too many wrong attempts, please request a new OTP',
  verificationExpired: 'Your phone verification has expired, please request a new OTP',
  signUpRefused:
    'We could not create an account with these details. If you already have one, sign in or reset your password.',
  phoneTaken: 'An account with this phone number already exists',
  verifyNewPhone: 'Verify your new phone number with the OTP we send to it',
  wrongEmailOrPassword: 'Invalid e-mail or password',
  passwordUpdated: 'Password updated successfully, please sign in with your new password',
  resetSessionExpired: 'Your password reset has expired, please start again',
  signedOut: 'Signed out',
  googleFailed: 'Google sign-in failed, please try again',
  googleUnavailable: 'Google sign-in is not available',
  enterOtp: 'Enter the 6-digit OTP',
  passwordTooLong: 'Password must be at most 200 characters',
  postalCodeInvalid: 'Enter the 6-digit postal code',
  chooseServices: 'Choose the services you offer',

  // projects and uploads
  onlyImages: 'Only images can be uploaded (JPEG, PNG, WebP, AVIF or GIF)',
  imageUnreadable: 'This image could not be read; please choose another one',
  imageTooManyPixels: 'This image is too large (at most 40 megapixels)',
  imageTooBig: 'Each image must be at most 10 MB',
  tooManyImages: 'At most 10 images at a time',
  noImages: 'Choose at least one image',
  notYourUpload: 'One of the images is not yours to use',
  uploadPurposeNotAllowed:
    'You cannot upload images for {purpose}. The purposes you may upload for: {purposes}',
  uploadInUse: 'This image is in use and cannot be removed',
  uploadDailyLimit: 'You have uploaded as many images as we accept in a day; please try tomorrow',
  uploadUnreadable: 'The upload could not be read; please choose the images again',
  designAlreadySelected: 'A design has already been selected for this project',
  designsNotReady: 'The designs for this project are not ready yet',
  quotationAlreadySelected: 'A quotation has already been selected for this project',
  quotationsNotReady: 'The quotations for this project are not ready yet',
  projectCompletedCustomer: 'This project is completed. Thank you for choosing Greenscape.',
  // choosing a design or a quotation on its card: the confirmation says it is final
  choiceIsFinal: 'This choice is final: it cannot be changed afterwards.',
  afterDesignChoice:
    'Our team will then prepare the quotation for this design and ask our service partners to price it.',
  afterQuotationChoice:
    'Our team will then contact you to plan the site visit with this service partner.',
  newProjectIntro:
    'Tell us about your space and what you would like. Our team will send you designs to choose from, then quotations from trusted service partners.',
  noProjectsYet: 'No projects yet',
  noProjectsYetDetail:
    'Tell us about your garden, terrace or balcony and our team will send you designs to choose from.',
  supportMessageSent: 'Your message has been sent. Our team will get back to you soon.',
  supportMessageRequired: 'Please write your message',

  // the admin's workflow (409 texts for steps out of order)
  designsAlreadySent: 'Designs have already been sent for this project',
  designNotPickedYet: 'The customer has not picked a design yet',
  quotationAlreadyCreated: 'The quotation has already been created',
  createQuotationFirst: 'Create the quotation before sending it',
  partnersMustOfferService: 'Choose service partners who offer this service',
  quotationAlreadyFinal: 'This quotation is already final',
  noQuotationsYet: 'No quotation has been received yet',
  quotationsNotFinal: 'Save the supplier costing of every quotation first',
  quotationsAlreadyReleased: 'The quotations have already been sent to the client',
  customerHasNotPicked: 'The customer has not picked a quotation yet',
  projectAlreadyCompleted: 'The project is already completed',
  materialNameRequired: 'Please fill all the fields !',
  materialsSaved: 'Updated Successfully',
  quotationSubmitted: 'Your quotation has been submitted successfully',
  notInvited: 'This project was not shared with you',
  invitationInvalid: 'This invitation link is not valid',
  rangeInvalid: 'The lower price must not be above the upper price',

  // notifications: whoever must act next (docs/product.md#notifications)
  notifyNewProject: 'A new project is waiting for designs',
  notifyDesignPicked: 'The customer picked a design; the quotation can be created',
  notifyQuotationSubmitted: 'A service partner submitted a quotation',
  notifyQuotationPicked: 'The customer picked a quotation; the project can go ahead',
  notifyDesignsReady: 'Your designs are ready: please pick one',
  notifyQuotationsReady: 'Quotations for your project are ready: please pick one',
  notifyProjectCompleted: 'Your project is completed',
  notifyInvited: 'A project is open for your quotation',
  notifySelected: 'Your quotation was selected by the customer',
  notifyNotSelected: 'The customer chose another quotation for a project you quoted',
  notifyPartnerCompleted: 'A project you carried out is marked completed',

  // ratings (docs/product.md#ratings)
  ratingSaved: 'Thank you for rating your service partner',
  ratingNotYet: 'You can rate the service partner once the project is completed',
  alreadyRated: 'You have already rated this project',
  chooseStars: 'Choose 1 to 5 stars',
  noRatingsYet: 'No ratings yet',

  // HTTP-level texts of our own
  notFound: 'Not Found',
  routeNotFound: 'No such API route',
  unauthorized: 'Please sign in to continue',
  forbidden: 'You are not allowed to do this',
  internalError: shellMessages.internalError,
  badRequest: 'The request is not valid',
  crossOriginRefused: 'Cross-origin requests are not allowed',
  payloadTooLarge: 'The request is too large',
  invalidPageLink: 'This page link is not valid',
  emptyBody: 'The request body is empty',
  textWithNul: 'The text holds a character that cannot be stored (U+0000)',
  invalidJson: 'The request body is not valid JSON',
  unsupportedMediaType: 'This content type is not supported',
  serviceUnavailable: 'The service is starting or stopping; please try again in a moment',
  storageFull: 'We cannot store images right now; please try again later',
  unexpectedApplicationError: shellMessages.unexpectedApplicationError,

  ...executionMessages,
  ...warrantyMessages,
  ...careMessages,
  ...channelMessages,
  ...offlineMessages,

  // the project's conversation (apps/server/src/modules/conversation/)
  messageTextRequired: 'Please write a message first',
  tooManyMessagePhotos: 'Too many photos: at most 5 with a message',
  invalidMessageCursor: 'That is not a message of this conversation',
  tooManyProjectMessages:
    'You have sent many messages in this hour. Please wait a little before sending more.',
  notifyNewMessage: 'New messages in the project conversation',

  // money on the record (packages/shared/src/payment-rules.ts, schemas/payments.ts)
  paymentAmountInvalid: 'Enter an amount of more than ₹0, with at most two decimals',
  paymentAmountTooLarge: 'That amount is too large for one payment',
  paymentDateInvalid: 'Enter the day of the payment as a real date (YYYY-MM-DD)',
  paymentDateInFuture: 'The payment date cannot be in the future',
  paymentDateBeforePick: 'The payment date cannot be before the day the quotation was picked',
  paymentsWaitingOverOutstanding: 'With the payments waiting, that is more than is outstanding',
  tooManyPaymentsWaiting: 'Three payments already wait for confirmation; please wait for our team',
  paymentReferenceTaken: 'A payment with this reference is already on the record of this project',
  tooManyPaymentReports: 'You reported many payments this hour; please wait before reporting more',
  paymentReferenceInvalid: 'The reference can be at most 100 characters',
  paymentMethodInvalid: 'Choose how it was paid: UPI, bank transfer, cash or cheque',
  paymentOverOutstanding: 'That is more than the outstanding amount',
  paymentDecisionInvalid: 'Choose to confirm or to reject the payment',
  rejectReasonRequired: 'Please give a reason for rejecting the payment',
  rejectReasonTooLong: 'The reason can be at most 500 characters',
  paymentAlreadyDecided: 'This payment has already been confirmed or rejected',
  receiptNotYet: 'A receipt is issued once our team confirms the payment',
  payoutOverBalance: 'That is more than the partner is still owed',
  invoiceNotYet: 'The invoice is issued when the project is completed',
  backToGreenscape: 'Back to Greenscape',
  tooManyDownloads:
    'You have downloaded many documents in the last hour. Please try again later: your receipts, quotation and invoice stay here.',
  overrideReasonTooShort: 'To complete anyway, give a reason of at least 10 characters',
  overrideReasonTooLong: 'The reason can be at most 1000 characters',
  completionMilestonesOpen: 'Not yet: every milestone must be approved first',
  completionPaymentsOutstanding: 'Not yet: payments are still outstanding',
  completionMilestonesAndPayments:
    'Not yet: milestones are still to be approved and payments are still outstanding',
  gstinInvalid: 'Enter a valid 15-character GSTIN',
  gstStateInvalid: 'Choose a state or union territory of India',
  siteAddressInvalid: 'Enter the address of the garden, up to 300 characters',
  siteCityInvalid: 'Enter the city or town of the garden',
  sitePincodeInvalid: 'Enter the 6-digit pincode of the garden',
  siteStateInvalid: 'Choose the state or union territory the garden is in',
  siteFixedAfterPick:
    'The site is settled once you pick a quotation. To change it, write to the team',
  siteFixedAfterCompletion: 'The project is completed, so its site no longer changes',
  notifySiteChanged: 'The address of the garden has changed',
  gstinStateMismatch: 'That GSTIN belongs to another state',
  notifyPaymentReported: 'A customer reported a payment: please confirm it',
  notifyPaymentConfirmed: 'Your payment is confirmed; the receipt is ready',
  notifyPaymentRejected:
    'A payment you reported was not confirmed; the reason is on the Payments page',
  notifyPaymentRecorded: 'A payment was recorded; the receipt is ready',
  notifyPayoutRecorded: 'A payout for the project was recorded',

  // references, titles, sign-in return
  projectRefLabel: 'Project',

  // the texts the server sends by SMS and e-mail, filled in by fill() in localize.ts,
  // so each language words the whole sentence rather than the server gluing pieces together
  otpSms: '{code} is your Greenscape OTP. It expires in 5 minutes. Do not share it with anyone.',
  invitationSms:
    'Greenscape: a new project is open for your quotation (Project {ref}) until {deadline}. Apply here: {link}',
  aboutProject: '{text} (Project {ref})',
  fromGreenscape: 'Greenscape: {text}',
  emailSubject: 'Greenscape · {text}',
} as const;

export type MessageKey = keyof typeof messages;

const catalogue = new Set<string>(Object.values(messages));

/** Whether a text is one of ours (shown as it is) rather than a validator's generic one. */
export function isCatalogueMessage(text: string): boolean {
  return catalogue.has(text);
}

const codes = new Map<string, MessageKey>(
  (Object.entries(messages) as [MessageKey, string][]).reverse().map(([key, text]) => [text, key]),
);

/** The stable code of one of our texts (the first key that holds it), if it is one. */
export function codeOfMessage(text: string): MessageKey | undefined {
  return codes.get(text);
}
