import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../build/compile-messages';
import { namespaces } from './namespaces';

// A key missing in either language, a text that does not parse, or a Hindi text that
// lost a placeholder of its English one fails here.
const dir = path.join(import.meta.dirname, '../locales');
const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(dir, language, `${namespace}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** The names of a text's arguments and tags, nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) {
      continue;
    }
    into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      Object.values(e.options).forEach((o) => argumentsOf(o.value, into));
    }
    if (e.type === TYPE.tag) {
      argumentsOf(e.children, into);
    }
  }
  return into;
}

// Words that are the same in both languages: the brand, and what people read off a screen or type.
const sameInBothLanguages = new Set(['Greenscape', 'OTP', 'GSTIN', 'UPI', 'Email', 'E-mail']);

describe('the catalogues', () => {
  it('has a file per language and namespace, and nothing else', () => {
    for (const language of ['en', 'hi']) {
      const files = readdirSync(path.join(dir, language)).sort();
      expect(files).toEqual(namespaces.map((n) => `${n}.json`).sort());
    }
  });

  for (const namespace of namespaces) {
    describe(namespace, () => {
      const en = read('en', namespace);
      const hi = read('hi', namespace);

      it('has the same keys in English and Hindi, each under its namespace', () => {
        expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
        for (const key of Object.keys(en)) {
          expect(key.startsWith(`${namespace}.`), key).toBe(true);
        }
      });

      it('keeps the arguments of each English text in its Hindi one, written in Devanagari', () => {
        for (const [key, text] of Object.entries(en)) {
          const hindi = hi[key] ?? '';
          expect(argumentsOf(parse(hindi)), key).toEqual(argumentsOf(parse(text)));
          const plain = hindi.replace(/\{[^}]*\}/g, '').trim();
          if (plain && !sameInBothLanguages.has(plain)) {
            expect(hindi, `${key} is not in Devanagari`).toMatch(/[\u0900-\u097F]/);
          }
        }
      });
    });
  }

  it('refuses a text that does not parse, naming its key', () => {
    expect(() => compileCatalogue('{"shell.x": "{count, plural, one {#}"}', 'x.json')).toThrow(
      /x\.json: shell\.x/,
    );
  });
});
