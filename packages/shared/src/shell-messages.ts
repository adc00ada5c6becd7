// The few texts the app shell needs on every page, kept apart from the full catalogue so the
// landing page does not download every message of every area (the landing's budget:
// docs/performance.md).
export const shellMessages = {
  internalError: 'Something went wrong on our side. Please try again.',
  unexpectedApplicationError: 'Unexpected Application Error!',
} as const;
