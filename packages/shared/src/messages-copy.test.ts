import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { messagesHi } from './messages-hi';

// Copy slips a first-time reader stumbles on: a full stop after a space ("in the next 2 days .")
// reads as a typing error. The earlier version's own spacing before '!' and ',' is kept as written
// (docs/product.md#texts).
describe('the texts', () => {
  it('never put a space before a full stop, in English or Hindi', () => {
    const slips = [
      ...Object.entries(messages).filter(([, text]) => / \.(\s|$)/.test(text)),
      ...Object.entries(messagesHi).filter(([, text]) => / [.।](\s|$)/.test(text)),
    ].map(([key]) => key);
    expect(slips).toEqual([]);
  });
});
