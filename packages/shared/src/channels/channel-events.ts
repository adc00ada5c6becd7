import { messages, type MessageKey } from '../messages';

// The events that leave Greenscape as a message on a phone (docs/messaging.md): every notice
// (the catalogue's notify… texts) and the one-time code. Each is one WhatsApp template and one
// DLT-registered SMS template in each language, under the names worked out here.

type NoticeKey = Extract<MessageKey, `notify${string}`>;
export type ChannelEvent = NoticeKey | 'otpSms';

/** Every event, in the catalogue's order. */
export const channelEvents: readonly ChannelEvent[] = [
  ...(Object.keys(messages).filter((key) => key.startsWith('notify')) as NoticeKey[]),
  'otpSms',
];

export function isChannelEvent(key: string): key is ChannelEvent {
  return (channelEvents as readonly string[]).includes(key);
}

/**
 * The WhatsApp template's name: lower case, digits and underscores, as Meta requires
 * (`notifyProofSubmitted` → `gs_proof_submitted`, `otpSms` → `gs_otp`).
 */
export function templateName(event: ChannelEvent): string {
  const stem = event === 'otpSms' ? 'Otp' : event.slice('notify'.length);
  return `gs_${stem.replace(/[A-Z]/g, (c, i: number) => (i === 0 ? '' : '_') + c.toLowerCase())}`;
}

/** The key of an event's DLT template id in MSG91_TEMPLATE_IDS: `notifyProofSubmitted.hi`. */
export const dltKey = (event: ChannelEvent, language: string) => `${event}.${language}`;

/**
 * The buttons of an event's WhatsApp template (docs/messaging.md): the proof's two quick replies,
 * and the invitation's link, whose one variable is the end of the partner's personal address
 * (`<projectId>?invite=<token>` after `https://<site>/service-provider/quotation/`).
 */
export type TemplateButton = { kind: 'quick_reply' | 'url'; text: string };

export function buttonsOf(event: ChannelEvent): readonly TemplateButton[] {
  if (event === 'notifyProofSubmitted') {
    return [
      { kind: 'quick_reply', text: 'Approve' },
      { kind: 'quick_reply', text: 'Request changes' },
    ];
  }
  return event === 'notifyInvited' ? [{ kind: 'url', text: 'Open the invitation' }] : [];
}
