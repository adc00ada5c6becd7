// What the server answers about a repeated write (docs/offline.md): the Idempotency-Key that makes
// an action sent again from a phone's outbox count once. In English; the Hindi is
// offline-messages-hi.ts.
export const offlineMessages = {
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 1 to 255 letters, digits, hyphens, underscores, dots or colons',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for another request: send a new key for a new action',
  idempotencyKeyInFlight:
    'The first request with this Idempotency-Key is still being handled: try again in a moment',
};
