import type { channelMessages } from './channel-messages';

// The Hindi of channel-messages.ts, by the glossary of docs/decisions/0009-languages.md.
export const channelMessagesHi: Record<keyof typeof channelMessages, string> = {
  whatsappApproved: 'स्वीकृत: प्रोजेक्ट {ref} का माइलस्टोन {num}। पार्टनर और टीम को बता दिया गया है।',
  whatsappAskChanges:
    'प्रोजेक्ट {ref} के माइलस्टोन {num} में क्या बदलना है? 24 घंटे के अंदर यहाँ लिखें, चाहें तो फ़ोटो के साथ: आपके आख़िरी संदेश के एक मिनट बाद यह पार्टनर को भेज दिया जाएगा।',
  whatsappChangesSent: 'प्रोजेक्ट {ref} के माइलस्टोन {num} के बदलाव का अनुरोध पार्टनर को भेज दिया गया है।',
  whatsappChooseOnSite:
    'आप कई प्रोजेक्ट में शामिल हैं: कृपया साइट पर उसी प्रोजेक्ट की बातचीत में लिखें जिसके बारे में आप कहना चाहते हैं।',
  whatsappStaleButton: 'यह संदेश पुराना है: कृपया सबसे नए संदेश का जवाब दें, या साइट का इस्तेमाल करें।',
  whatsappNothingChanged: 'कुछ नहीं बदला: {reason}',
  whatsappPhotoOnly: 'व्हाट्सऐप से भेजी गई फ़ोटो',
  whatsappPhotoNotAdded: 'यह फ़ोटो नहीं जोड़ी गई: बदलाव के अनुरोध में ज़्यादा से ज़्यादा 10 फ़ोटो जा सकती हैं।',
  whatsappWordsTooLong: 'ये शब्द नहीं जोड़े गए: बदलाव के अनुरोध में ज़्यादा से ज़्यादा 2,000 अक्षर जा सकते हैं।',
  whatsappAfterChangeRequest:
    'यह आपके बदलाव का अनुरोध भेजे जाने के बाद आया: और भेजने के लिए फिर से Request changes दबाएँ।',
  whatsappNotTaken: 'माफ़ कीजिए, हम यह संदेश नहीं ले सके। कृपया इसे फिर से भेजें, या साइट का इस्तेमाल करें।',
};
