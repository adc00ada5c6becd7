import type { offlineMessages } from './offline-messages';

// The Hindi of offline-messages.ts.
export const offlineMessagesHi: Record<keyof typeof offlineMessages, string> = {
  idempotencyKeyInvalid:
    'Idempotency-Key हेडर में 1 से 255 तक अक्षर, अंक, हाइफ़न, अंडरस्कोर, बिंदु या कोलन ही हो सकते हैं',
  idempotencyKeyReused:
    'यह Idempotency-Key किसी दूसरे अनुरोध के लिए इस्तेमाल हो चुकी है: नए काम के लिए नई Idempotency-Key भेजें',
  idempotencyKeyInFlight: 'इस Idempotency-Key वाला पहला अनुरोध अभी चल रहा है: थोड़ी देर में फिर कोशिश करें',
};
