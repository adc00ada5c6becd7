import { describe, expect, it } from 'vitest';
import { fill, localizeWith, messageIn, placesOf } from './localize';
import { messages, type MessageKey } from './messages';
import { messagesHi } from './messages-hi';

const keys = Object.keys(messages) as MessageKey[];
const devanagari = /[\u0900-\u097F]/;

/**
 * A text with nothing to translate: once its places, the product's name and punctuation are
 * taken out, no English word is left ('Greenscape: {text}').
 */
const nothingToTranslate = (text: string) =>
  !/[A-Za-z]/.test(text.replace(/\{\w+\}/g, '').replaceAll('Greenscape', ''));

describe('the Hindi messages', () => {
  it('give every key a Hindi text, in Devanagari unless there is nothing to translate', () => {
    const missing = keys.filter((k) => typeof messagesHi[k] !== 'string' || !messagesHi[k].trim());
    expect(missing).toEqual([]);
    const untranslated = keys.filter(
      (k) => !nothingToTranslate(messages[k]) && !devanagari.test(messagesHi[k]),
    );
    expect(untranslated).toEqual([]);
  });

  it('have no key that messages.ts lacks', () => {
    expect(Object.keys(messagesHi).filter((k) => !(k in messages))).toEqual([]);
  });

  it('keep the places of the English text', () => {
    const differing = keys.filter(
      (k) => placesOf(messages[k]).join() !== placesOf(messagesHi[k] ?? '').join(),
    );
    expect(differing).toEqual([]);
  });

  it('put no space before punctuation, as some English texts do', () => {
    expect(keys.filter((k) => /\s[!?.,:;।]/.test(messagesHi[k] ?? ''))).toEqual([]);
  });
});

describe('localize', () => {
  it('gives the text of a key in a language, English while the Hindi table is not loaded', () => {
    expect(messageIn('hi', 'quotationSent', messagesHi)).toBe('कोटेशन भेज दिया गया');
    expect(messageIn('en', 'quotationSent', messagesHi)).toBe(messages.quotationSent);
    expect(messageIn('hi', 'quotationSent', undefined)).toBe(messages.quotationSent);
  });

  it('translates our English texts and leaves any other text alone', () => {
    expect(localizeWith(messagesHi, messages.invalidOtp)).toBe(messagesHi.invalidOtp);
    expect(localizeWith(messagesHi, 'Expected string, received number')).toBe(
      'Expected string, received number',
    );
    expect(localizeWith(messagesHi, messagesHi.invalidOtp)).toBe(messagesHi.invalidOtp);
    expect(localizeWith(undefined, messages.invalidOtp)).toBe(messages.invalidOtp);
  });

  it('fills places once, leaving unknown ones as written', () => {
    expect(fill('{code} is {code}, not {other}', { code: 123456 })).toBe(
      '123456 is 123456, not {other}',
    );
    expect(fill('{text}', { text: '{text}' })).toBe('{text}');
    expect(fill('{constructor}', {})).toBe('{constructor}');
  });
});
