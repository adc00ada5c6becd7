import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  buttonsOf,
  channelEvents,
  isChannelEvent,
  templateName,
} from '../packages/shared/src/channels/channel-events';
import { categoryOf, templateText } from '../packages/shared/src/channels/template-text';
import { languages } from '../packages/shared/src/language';

// The templates registered with Meta and on the DLT portal are the catalogue's words
// (docs/messaging.md): the docs' table must say them exactly, and each must pass the providers'
// rules, so that no template is refused or silently dropped by India's networks.

const doc = readFileSync(new URL('../docs/messaging.md', import.meta.url), 'utf8');
const rowOf = (name: string) => doc.split('\n').find((line) => line.startsWith(`| \`${name}\``));
const promotional =
  /\b(discount|sale|free|deal|cashback|coupon|promo|win|buy now|limited time|% off)\b/i;

describe('the phone templates', () => {
  it('have one name each, of lower case letters and underscores', () => {
    const names = channelEvents.map(templateName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name).toMatch(/^gs_[a-z0-9_]{1,500}$/);
    }
    expect(isChannelEvent('notifyProofSubmitted')).toBe(true);
    expect(isChannelEvent('photosInvalid')).toBe(false);
  });

  it('are listed in the docs with their category and their words in both languages', () => {
    for (const event of channelEvents) {
      const row = rowOf(templateName(event));
      expect(row, templateName(event)).toBeDefined();
      const cells = row!.split('|').map((cell) => cell.trim());
      expect(cells[2]).toBe(categoryOf(event));
      expect(cells[3]).toBe(templateText(event, 'en', '{{1}}'));
      expect(cells[4]).toBe(templateText(event, 'hi', '{{1}}'));
      const buttons = buttonsOf(event).map((b) => (b.kind === 'url' ? `${b.text} (link)` : b.text));
      expect(cells[5]).toBe(buttons.join(', '));
    }
    const listed = doc.split('\n').filter((line) => line.startsWith('| `gs_'));
    expect(listed).toHaveLength(channelEvents.length);
  });

  it('carry the brand and one variable, and no promotional word', () => {
    for (const event of channelEvents) {
      for (const language of languages) {
        const text = templateText(event, language, '{{1}}');
        expect(text, `${event} ${language}`).toMatch(/Greenscape/);
        expect(text.split('{{1}}'), `${event} ${language}`).toHaveLength(2);
        expect(text, `${event} ${language}`).not.toMatch(promotional);
      }
    }
  });
});
