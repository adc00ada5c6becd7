import type { warrantyMessages } from './warranty-messages';

// The Hindi of warranty-messages.ts, by the glossary of docs/decisions/0009-languages.md.
export const warrantyMessagesHi: Record<keyof typeof warrantyMessages, string> = {
  claimTextInvalid: 'समस्या 2,000 अक्षरों तक में बताएँ',
  claimVisitDateInvalid: 'आज या उसके बाद की विज़िट की तारीख चुनें',
  claimReasonInvalid: 'यह वारंटी में क्यों नहीं आता, 10 से 500 अक्षरों में बताएँ',
  claimFixNoteInvalid: 'मरम्मत 2,000 अक्षरों तक में बताएँ',
  claimFixPhotosRequired: 'मरम्मत की 1 से 10 फ़ोटो जोड़ें',
  claimUpdateInvalid:
    'दावे के साथ क्या करना है बताएँ: विज़िट की तारीख, कारण के साथ वारंटी से बाहर, मरम्मत, या बंद करें या फिर से खोलें',
  warrantyNotStarted: 'वारंटी प्रोजेक्ट पूरा होने पर शुरू होती है',
  warrantyEnded: 'इस बगीचे की वारंटी खत्म हो गई है। इसकी देखभाल के लिए टीम से देखभाल योजना के बारे में पूछें',
  claimNotOpen: 'यह दावा अब खुला नहीं है',
  claimNotScheduled: 'विज़िट तय होने के बाद ही मरम्मत बताई जा सकती है',
  claimNotFixed: 'मरम्मत बताए जाने के बाद ही दावा बंद या फिर से खोला जा सकता है',
  claimReopenTooLate: 'मरम्मत के 14 दिन के भीतर ही दावा फिर से खोला जा सकता है। इसके बजाय नई समस्या बताएँ',
  notifyClaimOpened: 'वारंटी की एक समस्या बताई गई है',
  notifyClaimScheduled: 'वारंटी विज़िट तय हो गई है',
  notifyClaimNotCovered: 'वारंटी का एक दावा वारंटी से बाहर मानकर बंद किया गया',
  notifyClaimFixed: 'वारंटी की समस्या ठीक कर दी गई है; कृपया देख लें',
  notifyClaimClosed: 'वारंटी का एक दावा बंद हो गया है',
  notifyClaimReopened: 'वारंटी का एक दावा फिर से खोला गया',
  notifyClaimWaiting: 'वारंटी की एक समस्या 48 घंटे से विज़िट की प्रतीक्षा में है',
};
