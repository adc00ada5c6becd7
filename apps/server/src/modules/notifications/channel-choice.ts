import type { ChannelEvent } from '@greenscape/shared/channels/channel-events';
import { templateText } from '@greenscape/shared/channels/template-text';
import type { Language } from '@greenscape/shared/language';
import type { MessageKey } from '@greenscape/shared/messages';
import { filledIn } from '../../lib/texts';
import type { OutboundMessage } from '../messaging';
import type { Contact } from './contacts';
import { noticeText } from './notice-text';

/** One notice to one person, as the channel half of notify.ts sends it. */
export type ChannelSend = {
  key: MessageKey;
  ref: string | undefined;
  notificationId?: string;
  /** The quick-reply payloads of the template's buttons (the proof's Approve, Request changes). */
  buttons?: string[];
  /**
   * Words of this notice's own for the channels that carry free text (an e-mail, a Twilio SMS),
   * such as a partner's invitation with its personal link; WhatsApp and a DLT SMS carry the
   * event's registered template instead.
   */
  words?: (language: Language) => string;
  /** The variable of the template's URL button (the invitation's personal address). */
  link?: string;
};

/**
 * Where a notice reaches a person (docs/messaging.md): WhatsApp when they opted in and it is
 * configured, else an SMS, else (without a phone, or with SMS off) an e-mail; in their language,
 * with the event's template and its one parameter, the project's reference.
 */
export function messageFor(
  contact: Contact,
  send: ChannelSend,
  whatsappOn: boolean,
): OutboundMessage | undefined {
  const { language } = contact;
  const event = send.key as ChannelEvent;
  const param = send.ref ?? '-';
  // The registered template's own words (DLT drops an SMS whose words differ from them); without
  // a project's reference the words name none.
  const text =
    send.words?.(language) ??
    (send.ref
      ? templateText(event, language, send.ref)
      : filledIn(language, 'fromGreenscape', { text: noticeText(language, send.key, undefined) }));
  const template = { event, language, params: [param] };
  const notice = send.notificationId ? { notificationId: send.notificationId } : {};
  if (whatsappOn && contact.phone && contact.channels.whatsapp && contact.whatsappOptedIn) {
    return {
      channel: 'whatsapp',
      to: contact.phone,
      text,
      template: {
        ...template,
        ...(send.buttons && { buttons: send.buttons }),
        ...(send.link !== undefined && { link: send.link }),
      },
      ...notice,
    };
  }
  if (contact.phone && contact.channels.sms) {
    return { channel: 'sms', to: contact.phone, text, template, ...notice };
  }
  if (contact.email && contact.channels.email) {
    return {
      channel: 'email',
      to: contact.email,
      subject: filledIn(language, 'emailSubject', {
        text: noticeText(language, send.key, send.ref),
      }),
      text,
      ...notice,
    };
  }
  return undefined;
}
