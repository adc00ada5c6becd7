import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messagesHi } from './messages-hi';

// One Hindi word for each thing on both sides: the server's texts (messages-hi.ts) and the
// screens' (apps/web/src/locales/hi/), by the glossary of docs/decisions/0009-languages.md. The
// files are read, not imported, so shared still depends on nothing of the apps.

const root = path.join(import.meta.dirname, '../../..');
const glossaryFile = path.join(root, 'docs/decisions/0009-languages.md');
const catalogues = path.join(root, 'apps/web/src/locales/hi');

type Entry = { thing: string; never: string[]; onlyIn: string[] };

// Devanagari's nukta letters have two spellings (ज़ as one code point or two): compare one.
const same = (text: string) => text.normalize('NFC');
const quoted = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => same(m[1]!));

/** The rows of the glossary's table: the thing, its words never to use, and where they may. */
function glossaryOf(markdown: string): Entry[] {
  const section = markdown.split(/^## Hindi glossary$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .filter(([, thing]) => thing !== 'thing' && !/^-+$/.test(thing ?? ''))
    .map(([, thing = '', , never = '', onlyIn = '']) => ({
      thing,
      never: quoted(never),
      onlyIn: quoted(onlyIn),
    }));
}

/** Each text that uses a word the glossary rules out, as 'where: word'. */
function misusesOf(glossary: Entry[], texts: Record<string, string>): string[] {
  return Object.entries(texts).flatMap(([where, text]) =>
    glossary.flatMap(({ never, onlyIn }) => {
      const rest = onlyIn.reduce((t, phrase) => t.replaceAll(phrase, ''), same(text));
      return never.filter((word) => rest.includes(word)).map((word) => `${where}: ${word}`);
    }),
  );
}

const glossary = glossaryOf(readFileSync(glossaryFile, 'utf8'));

const hindiTexts = (): Record<string, string> => {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(messagesHi)) {
    texts[`messages-hi.ts ${key}`] = text;
  }
  for (const file of readdirSync(catalogues).filter((f) => f.endsWith('.json'))) {
    const catalogue = JSON.parse(readFileSync(path.join(catalogues, file), 'utf8')) as Record<
      string,
      string
    >;
    for (const [key, text] of Object.entries(catalogue)) {
      texts[`locales/hi/${file} ${key}`] = text;
    }
  }
  return texts;
};

describe('the Hindi glossary', () => {
  it('is a table of things, each with the words it never uses', () => {
    expect(glossary.length).toBeGreaterThanOrEqual(20);
    for (const entry of glossary) {
      expect(entry.never, entry.thing).not.toEqual([]);
    }
    expect(glossary.find((e) => e.thing.startsWith('proof'))?.never).toEqual([same('सबूत')]);
  });

  it('is followed by every Hindi text of the server and of the screens', () => {
    const texts = hindiTexts();
    // Both sides were read: the server's table and every screen catalogue.
    expect(Object.keys(texts).filter((k) => k.startsWith('messages-hi.ts')).length).toBe(
      Object.keys(messagesHi).length,
    );
    expect(new Set(Object.keys(texts).map((k) => k.split(' ')[0])).size).toBeGreaterThan(8);
    expect(misusesOf(glossary, texts)).toEqual([]);
  });

  it('names a text that uses a word it rules out, except inside the phrases it keeps', () => {
    expect(
      misusesOf(glossary, {
        a: 'काम का सबूत भेजें',
        b: 'माइलस्टोन मंज़ूर करें',
        c: 'आपका गार्डन बन रहा है',
        d: 'किचन गार्डन और टैरेस गार्डन',
        e: 'डिज़ाइन की फ़ोटो',
      }),
    ).toEqual(['a: सबूत', 'b: मंज़ूर', 'c: गार्डन'].map(same));
  });
});
