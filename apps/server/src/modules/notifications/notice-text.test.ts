import { describe, expect, it } from 'vitest';
import { filledIn, textIn } from '../../lib/texts';
import { noticeText } from './notice-text';

// The words are kept once made (notice-text.ts); what is kept must be the words asked for.
describe("a notice's text", () => {
  it('is the template filled in, per language and project, asked for again or not', () => {
    for (let round = 0; round < 2; round++) {
      for (const language of ['en', 'hi'] as const) {
        for (const ref of ['GS-2611-00001', 'GS-2611-00002']) {
          expect(noticeText(language, 'notifyDesignsReady', ref)).toBe(
            filledIn(language, 'aboutProject', {
              text: textIn(language, 'notifyDesignsReady'),
              ref,
            }),
          );
        }
      }
    }
    expect(noticeText('hi', 'notifyDesignsReady', 'GS-2611-00001')).not.toBe(
      noticeText('en', 'notifyDesignsReady', 'GS-2611-00001'),
    );
    expect(noticeText('en', 'notifyDesignsReady', null)).toBe(textIn('en', 'notifyDesignsReady'));
  });

  it('stays right past the number of texts it keeps', () => {
    for (let i = 0; i < 10_050; i++) {
      const ref = `GS-2611-${String(i).padStart(5, '0')}`;
      expect(noticeText('en', 'notifySelected', ref)).toContain(ref);
    }
    expect(noticeText('en', 'notifySelected', 'GS-2611-00007')).toContain('GS-2611-00007');
  });
});
