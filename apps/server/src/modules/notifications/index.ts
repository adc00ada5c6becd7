// What other modules may use of `notifications`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { clearMessageNotice, isMessageNotice, messageNoticeKind } from './message-notices';
export { allAdmins, noticeRows, notify, notifyAll, partnersOf, sendMessageNotices } from './notify';
export type { Recipient } from './notify';
export { replyOf } from './reply-buttons';
