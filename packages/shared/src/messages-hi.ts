import { messages, type MessageKey } from './messages';

// Replaced by the Hindi texts in the same session (branch i19-server).
export const messagesHi: Record<MessageKey, string> = { ...messages };
