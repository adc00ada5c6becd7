import type { MessageKey } from './messages';

// The Hindi of every text of messages.ts (issue 19), written for a homeowner and a gardener
// rather than word for word. Only the key type is imported, so the web can load this file as a
// chunk of its own when someone picks Hindi. Product words stay the same everywhere: Greenscape,
// OTP, प्रोजेक्ट, डिज़ाइन, कोटेशन, सर्विस पार्टनर; `{placeholders}` are those of the English text.
export const messagesHi: Record<MessageKey, string> = {
  // validation
  invalidPhone: 'फ़ोन नंबर सही नहीं है!',
  invalidPhoneNumber: 'यह फ़ोन नंबर सही नहीं है',
  invalidPhoneShort: 'फ़ोन नंबर सही नहीं है',
  fillAllCredentials: 'कृपया सारी जानकारी भरें',
  allFieldsRequiredBang: 'सभी जानकारी भरना ज़रूरी है!',
  allFieldsRequired: 'सभी जानकारी भरना ज़रूरी है',
  invalidEmailAddressBang: 'ई-मेल पता सही नहीं है!',
  invalidEmailAddress: 'ई-मेल पता सही नहीं है',
  passwordsDoNotMatch: 'दोनों पासवर्ड एक जैसे नहीं हैं!',
  passwordTooShort: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  invalidDesignNumber: 'कृपया सही डिज़ाइन नंबर डालें',
  invalidQuotationNumber: 'कृपया सही कोटेशन नंबर डालें',
  selectServiceProviders: 'कृपया सर्विस पार्टनर चुनें',
  confirmCreateQuotation: 'क्या आप कोटेशन बनाना चाहते हैं?',
  fillRequiredFields: 'कृपया ज़रूरी जानकारी भरें!',
  fillAllFields: 'कृपया सारी जानकारी भरें!',
  valuesNotInRange: 'डाली गई संख्याएँ तय सीमा में नहीं हैं!',
  areaNotForService: 'चुनी गई जगह इस सेवा के लिए नहीं है',

  // workflow and errors
  tooManyRequests: 'बहुत ज़्यादा अनुरोध आए हैं, कृपया थोड़ी देर बाद कोशिश करें!',
  tooManyProjects:
    'आपने पिछले एक घंटे में कई प्रोजेक्ट का अनुरोध किया है। कृपया बाद में फिर कोशिश करें, या सहायता पेज से हमें लिखें।',
  tooManySupportMessages:
    'आपने पिछले एक घंटे में कई संदेश भेजे हैं। हमारी टीम उनका जवाब देगी; कृपया बाद में फिर कोशिश करें।',
  invalidCredentials: 'लॉगिन की जानकारी सही नहीं है',
  totpCodeUsed:
    'यह कोड अभी-अभी इस्तेमाल हो चुका है। अपने ऑथेंटिकेटर ऐप में अगले कोड का इंतज़ार करें, फिर दोबारा कोशिश करें।',
  userNotFound: 'यह खाता नहीं मिला',
  alreadyApplied: 'आप इस प्रोजेक्ट के लिए पहले ही आवेदन कर चुके हैं',
  quotationWindowExpired: 'कोटेशन के लिए आवेदन का समय ख़त्म हो गया है',
  standingOpen: 'आप इस प्रोजेक्ट के लिए कोटेशन भेज सकते हैं',
  standingSelected: 'आपका कोटेशन चुन लिया गया है',
  standingNotSelected: 'ग्राहक ने दूसरा कोटेशन चुना है',
  quotationAlreadySent: 'कोटेशन पहले ही भेजा जा चुका है',
  designsPromised: 'हम अगले 2 दिनों में डिज़ाइन लेकर आपसे संपर्क करेंगे।',
  designReceived: 'आपका चुना हुआ डिज़ाइन हमें मिल गया है। हम जल्द ही कोटेशन के साथ आपसे संपर्क करेंगे।',
  quotationReceived: 'आपका चुना हुआ कोटेशन हमें मिल गया है। हमारी टीम जल्द ही आपसे संपर्क करेगी।',
  paymentsOfflineCustomer: 'अभी हम भुगतान केवल ऑफ़लाइन ले रहे हैं।',
  paymentsOfflinePartner: 'अभी भुगतान केवल ऑफ़लाइन किया जाता है',
  textCopied: 'टेक्स्ट कॉपी हो गया',
  notDefined: 'तय नहीं',
  notSpecified: 'नहीं बताया गया',
  fillDetailsToContinue: 'आगे बढ़ने के लिए जानकारी भरें',

  // success
  projectCreated: 'प्रोजेक्ट बन गया',
  designSelected: 'आपका चुना हुआ डिज़ाइन भेज दिया गया है',
  quotationSelected: 'आपका चुना हुआ कोटेशन भेज दिया गया है',
  imagesSent: 'तस्वीरें भेज दी गईं!',
  quotationCreated: 'कोटेशन बन गया',
  quotationSent: 'कोटेशन भेज दिया गया',
  quotationUpdated: 'कोटेशन अपडेट हो गया',
  quotationsSentToClient: 'कोटेशन ग्राहक को भेज दिए गए',
  projectCompleted: 'आपका प्रोजेक्ट पूरा हो गया',
  profileUpdated: 'प्रोफ़ाइल अपडेट हो गई',
  updated: 'अपडेट हो गया',
  imagesUpdated: 'तस्वीरें अपडेट हो गईं',
  imagesRemoved: 'तस्वीरें हटा दी गईं',

  // accounts and sign-in
  otpSent: 'OTP आपके फ़ोन पर भेज दिया गया है',
  invalidOtp: 'OTP सही नहीं है!',
  otpExpired: 'OTP की समय-सीमा ख़त्म हो गई है, कृपया नया OTP मँगाएँ',
  otpTooManyTries: 'कई बार ग़लत कोशिश हुई, कृपया नया OTP मँगाएँ',
  verificationExpired: 'आपके फ़ोन की पुष्टि का समय ख़त्म हो गया है, कृपया नया OTP मँगाएँ',
  signUpRefused:
    'इस जानकारी से खाता नहीं बन सका। अगर आपका खाता पहले से है, तो साइन इन करें या अपना पासवर्ड रीसेट करें।',
  phoneTaken: 'इस फ़ोन नंबर से एक खाता पहले से बना हुआ है',
  verifyNewPhone: 'हम आपके नए फ़ोन नंबर पर OTP भेजेंगे, उससे नंबर की पुष्टि करें',
  wrongEmailOrPassword: 'ई-मेल या पासवर्ड सही नहीं है',
  passwordUpdated: 'पासवर्ड बदल दिया गया है, कृपया नए पासवर्ड से साइन इन करें',
  resetSessionExpired: 'पासवर्ड रीसेट का समय ख़त्म हो गया है, कृपया फिर से शुरू करें',
  signedOut: 'आप साइन आउट हो गए हैं',
  googleFailed: 'Google से साइन इन नहीं हो सका, कृपया फिर कोशिश करें',
  googleUnavailable: 'Google से साइन इन अभी उपलब्ध नहीं है',
  enterOtp: '6 अंकों का OTP डालें',
  passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 200 अक्षरों का हो सकता है',
  postalCodeInvalid: '6 अंकों का पिन कोड डालें',
  chooseServices: 'आप जो सेवाएँ देते हैं, उन्हें चुनें',

  // projects and uploads
  onlyImages: 'केवल तस्वीरें अपलोड की जा सकती हैं (JPEG, PNG, WebP, AVIF या GIF)',
  imageUnreadable: 'यह तस्वीर खुल नहीं सकी; कृपया कोई दूसरी तस्वीर चुनें',
  imageTooManyPixels: 'यह तस्वीर बहुत बड़ी है (ज़्यादा से ज़्यादा 40 मेगापिक्सल)',
  imageTooBig: 'हर तस्वीर ज़्यादा से ज़्यादा 10 MB की हो सकती है',
  tooManyImages: 'एक बार में ज़्यादा से ज़्यादा 10 तस्वीरें',
  noImages: 'कम से कम एक तस्वीर चुनें',
  notYourUpload: 'इनमें से एक तस्वीर आपकी नहीं है, इसलिए आप उसे इस्तेमाल नहीं कर सकते',
  uploadInUse: 'यह तस्वीर इस्तेमाल में है, इसलिए इसे हटाया नहीं जा सकता',
  uploadDailyLimit: 'आज के लिए आप जितनी तस्वीरें अपलोड कर सकते थे, कर चुके हैं; कृपया कल कोशिश करें',
  uploadUnreadable: 'अपलोड पढ़ा नहीं जा सका; कृपया तस्वीरें फिर से चुनें',
  designAlreadySelected: 'इस प्रोजेक्ट के लिए डिज़ाइन पहले ही चुना जा चुका है',
  designsNotReady: 'इस प्रोजेक्ट के डिज़ाइन अभी तैयार नहीं हैं',
  quotationAlreadySelected: 'इस प्रोजेक्ट के लिए कोटेशन पहले ही चुना जा चुका है',
  quotationsNotReady: 'इस प्रोजेक्ट के कोटेशन अभी तैयार नहीं हैं',
  projectCompletedCustomer: 'यह प्रोजेक्ट पूरा हो गया है। Greenscape चुनने के लिए धन्यवाद।',
  choiceIsFinal: 'यह चुनाव अंतिम है: बाद में इसे बदला नहीं जा सकता।',
  afterDesignChoice:
    'इसके बाद हमारी टीम इस डिज़ाइन का कोटेशन तैयार करेगी और हमारे सर्विस पार्टनरों से उसकी कीमत पूछेगी।',
  afterQuotationChoice:
    'इसके बाद हमारी टीम इस सर्विस पार्टनर के साथ साइट विज़िट तय करने के लिए आपसे संपर्क करेगी।',
  newProjectIntro:
    'हमें अपनी जगह के बारे में और अपनी पसंद के बारे में बताइए। हमारी टीम आपको चुनने के लिए डिज़ाइन भेजेगी, फिर भरोसेमंद सर्विस पार्टनरों से कोटेशन।',
  noProjectsYet: 'अभी कोई प्रोजेक्ट नहीं',
  noProjectsYetDetail:
    'हमें अपने बगीचे, छत या बालकनी के बारे में बताइए, हमारी टीम आपको चुनने के लिए डिज़ाइन भेजेगी।',
  supportMessageSent: 'आपका संदेश भेज दिया गया है। हमारी टीम जल्द ही आपसे संपर्क करेगी।',
  supportMessageRequired: 'कृपया अपना संदेश लिखें',

  // the admin's workflow
  designsAlreadySent: 'इस प्रोजेक्ट के डिज़ाइन पहले ही भेजे जा चुके हैं',
  designNotPickedYet: 'ग्राहक ने अभी तक डिज़ाइन नहीं चुना है',
  quotationAlreadyCreated: 'कोटेशन पहले ही बनाया जा चुका है',
  createQuotationFirst: 'भेजने से पहले कोटेशन बनाइए',
  partnersMustOfferService: 'ऐसे सर्विस पार्टनर चुनें जो यह सेवा देते हों',
  quotationAlreadyFinal: 'यह कोटेशन पहले ही अंतिम हो चुका है',
  noQuotationsYet: 'अभी तक कोई कोटेशन नहीं मिला है',
  quotationsNotFinal: 'पहले हर कोटेशन की सप्लायर कॉस्टिंग सेव करें',
  quotationsAlreadyReleased: 'कोटेशन पहले ही ग्राहक को भेजे जा चुके हैं',
  customerHasNotPicked: 'ग्राहक ने अभी तक कोटेशन नहीं चुना है',
  projectAlreadyCompleted: 'प्रोजेक्ट पहले ही पूरा हो चुका है',
  materialNameRequired: 'कृपया सारी जानकारी भरें!',
  materialsSaved: 'अपडेट हो गया',
  quotationSubmitted: 'आपका कोटेशन जमा हो गया है',
  notInvited: 'यह प्रोजेक्ट आपके साथ साझा नहीं किया गया था',
  invitationInvalid: 'यह निमंत्रण लिंक सही नहीं है',
  rangeInvalid: 'न्यूनतम कीमत अधिकतम कीमत से ज़्यादा नहीं हो सकती',

  // notifications
  notifyNewProject: 'एक नया प्रोजेक्ट डिज़ाइन का इंतज़ार कर रहा है',
  notifyDesignPicked: 'ग्राहक ने डिज़ाइन चुन लिया है; अब कोटेशन बनाया जा सकता है',
  notifyQuotationSubmitted: 'एक सर्विस पार्टनर ने कोटेशन जमा किया है',
  notifyQuotationPicked: 'ग्राहक ने कोटेशन चुन लिया है; प्रोजेक्ट आगे बढ़ सकता है',
  notifyDesignsReady: 'आपके डिज़ाइन तैयार हैं: कृपया एक चुनें',
  notifyQuotationsReady: 'आपके प्रोजेक्ट के कोटेशन तैयार हैं: कृपया एक चुनें',
  notifyProjectCompleted: 'आपका प्रोजेक्ट पूरा हो गया है',
  notifyInvited: 'एक प्रोजेक्ट आपके कोटेशन के लिए खुला है',
  notifySelected: 'ग्राहक ने आपका कोटेशन चुन लिया है',
  notifyNotSelected: 'जिस प्रोजेक्ट के लिए आपने कोटेशन दिया था, उसमें ग्राहक ने दूसरा कोटेशन चुना है',
  notifyPartnerCompleted: 'आपने जो प्रोजेक्ट किया था, वह पूरा हो गया है',

  // ratings
  ratingSaved: 'अपने सर्विस पार्टनर को रेटिंग देने के लिए धन्यवाद',
  ratingNotYet: 'प्रोजेक्ट पूरा होने के बाद आप सर्विस पार्टनर को रेटिंग दे सकते हैं',
  alreadyRated: 'आप इस प्रोजेक्ट को पहले ही रेटिंग दे चुके हैं',
  chooseStars: '1 से 5 स्टार चुनें',
  noRatingsYet: 'अभी कोई रेटिंग नहीं',

  // HTTP-level texts
  notFound: 'नहीं मिला',
  routeNotFound: 'ऐसा कोई API रूट नहीं है',
  unauthorized: 'आगे बढ़ने के लिए कृपया साइन इन करें',
  forbidden: 'आपको यह करने की अनुमति नहीं है',
  internalError: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर कोशिश करें।',
  badRequest: 'यह अनुरोध सही नहीं है',
  crossOriginRefused: 'दूसरी साइट से आए अनुरोध स्वीकार नहीं किए जाते',
  payloadTooLarge: 'यह अनुरोध बहुत बड़ा है',
  invalidPageLink: 'यह पेज लिंक सही नहीं है',
  emptyBody: 'अनुरोध में कोई जानकारी नहीं है',
  invalidJson: 'अनुरोध की जानकारी सही JSON नहीं है',
  unsupportedMediaType: 'इस तरह की सामग्री स्वीकार नहीं की जाती',
  serviceUnavailable: 'सेवा शुरू या बंद हो रही है; कृपया थोड़ी देर में फिर कोशिश करें',
  storageFull: 'हम अभी तस्वीरें सेव नहीं कर पा रहे हैं; कृपया बाद में कोशिश करें',
  unexpectedApplicationError: 'ऐप में कोई अनचाही गड़बड़ी हुई!',

  // issue 20, the site visit and the milestones
  visitSlotsInvalid: 'विज़िट के लिए एक से तीन समय सुझाएँ, हर एक आगे का हो',
  visitSlotNotProposed: 'विज़िट के लिए सुझाए गए समयों में से एक चुनें',
  visitNotesRequired: 'कृपया लिखें कि साइट पर क्या मिला',
  milestonePlanInvalid: 'योजना में 2 से 8 माइलस्टोन हों, जिनके पूरे प्रतिशत मिलकर 100 हों',
  milestoneTitleRequired: 'हर माइलस्टोन का एक नाम होना चाहिए',
  milestoneDueDatesOrder: 'अगले माइलस्टोन की तारीख़ पिछले से पहले नहीं हो सकती',
  proofNoteRequired: 'कृपया बताएँ कि क्या काम हुआ',
  proofPhotosRequired: 'काम की कम से कम एक फ़ोटो जोड़ें',
  changesTextRequired: 'कृपया बताएँ कि क्या बदलना है',
  tooManyPhotos: 'बहुत ज़्यादा फ़ोटो: ज़्यादा से ज़्यादा 10',

  // issue 20, the project's conversation
  messageTextRequired: 'पहले कोई संदेश लिखें',
  tooManyMessagePhotos: 'बहुत ज़्यादा फ़ोटो: एक संदेश के साथ ज़्यादा से ज़्यादा 5',
  invalidMessageCursor: 'यह इस बातचीत का संदेश नहीं है',
  notifyNewMessage: 'प्रोजेक्ट की बातचीत में नए संदेश',

  // references
  projectRefLabel: 'प्रोजेक्ट',

  // SMS and e-mail
  otpSms: '{code} आपका Greenscape OTP है। यह 5 मिनट में ख़त्म हो जाएगा। इसे किसी के साथ साझा न करें।',
  invitationSms:
    'Greenscape: एक नया प्रोजेक्ट आपके कोटेशन के लिए खुला है (प्रोजेक्ट {ref})। यहाँ आवेदन करें: {link}',
  aboutProject: '{text} (प्रोजेक्ट {ref})',
  fromGreenscape: 'Greenscape: {text}',
  emailSubject: 'Greenscape · {text}',
};
