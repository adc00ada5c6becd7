import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

// The catalogues (src/locales/<language>/<namespace>.json) hold ICU MessageFormat texts. This plugin
// serves each one as `virtual:messages/<language>/<namespace>`, parsed to FormatJS's AST at build
// time, so the browser ships react-intl without its parser (the alias in vite.config.ts) and a
// catalogue with a syntax error fails the build instead of a page. `virtual:catalogues` maps each
// language and namespace to a dynamic import of its own chunk: a page loads only its language.
const prefix = 'virtual:messages/';
const index = 'virtual:catalogues';

export function compileMessages(localesDir: string): Plugin {
  const resolved = (id: string) => `\0${id}`;
  return {
    name: 'greenscape-compile-messages',
    resolveId(id) {
      return id === index || id.startsWith(prefix) ? resolved(id) : undefined;
    },
    load(id) {
      if (id === resolved(index)) {
        const entries = readdirSync(localesDir).flatMap((language) =>
          readdirSync(path.join(localesDir, language))
            .filter((f) => f.endsWith('.json'))
            .map((f) => `${language}/${f.slice(0, -'.json'.length)}`),
        );
        const lines = entries.map(
          (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(prefix + key)}),`,
        );
        return `export const catalogues = {\n${lines.join('\n')}\n};\n`;
      }
      if (id.startsWith(resolved(prefix))) {
        const key = id.slice(resolved(prefix).length);
        const file = path.join(localesDir, `${key}.json`);
        this.addWatchFile(file);
        return `export default ${JSON.stringify(compileCatalogue(readFileSync(file, 'utf8'), file))};`;
      }
      return undefined;
    },
  };
}

/** Every text of one catalogue as FormatJS's AST; names the key of a text that does not parse. */
export function compileCatalogue(json: string, file: string): Record<string, unknown> {
  const texts = JSON.parse(json) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => {
      try {
        return [key, parse(text)];
      } catch (error) {
        throw new Error(`${file}: ${key}: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}
