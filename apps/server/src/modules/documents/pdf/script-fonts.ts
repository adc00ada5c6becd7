import { create, type Font } from 'fontkit';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { sfntOfWoff } from './woff-sfnt';

// Text is in pdfkit's standard Helvetica, which costs nothing to embed, except Devanagari and the
// rupee sign, which it has no glyphs for: Greenscape's customers and partners write names,
// addresses, materials and services in Hindi. Those runs are set in Mukta, the web app's typeface,
// embedded (subset to the glyphs used) only in a document that has such text. See writeText
// (write-text.ts). Measured on a receipt: 2.9 kB in English, as before; 5.1 kB with the payer's
// name in Hindi, 8.3 kB with the address and service too. Setting everything in Mukta instead (its
// Latin files as well) would make every English receipt 8.1 kB and change its layout.

// The standard fonts encode WinAnsi only: anything else would print as unrelated glyphs, so what
// neither they nor Mukta can print is replaced visibly instead.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
function winAnsi(ch: string): string {
  const code = ch.codePointAt(0) ?? 0;
  if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
    return ch;
  }
  if (winAnsiExtras.has(ch)) {
    return ch;
  }
  if (ch === '\t') {
    return ' ';
  }
  return ch === '\r' ? '' : '?';
}

/** `value` as the standard fonts can print it. */
export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC')) {
    out += winAnsi(ch);
  }
  return out;
}

// Mukta's files on disk, resolved from this module so that it works from the sources (tsx,
// vitest) and from the bundle in dist/ (build.mjs leaves packages in node_modules); a missing
// package fails at start-up, not at the first Hindi name. Fontsource splits the typeface by
// script: the Devanagari files hold Devanagari, its extensions and the rupee sign, but no Latin
// letters or digits, which stay in Helvetica. Bold is weight 700, Helvetica-Bold's.
const requireFromHere = createRequire(import.meta.url);
export const muktaFiles = {
  regular: requireFromHere.resolve('@fontsource/mukta/files/mukta-devanagari-400-normal.woff'),
  bold: requireFromHere.resolve('@fontsource/mukta/files/mukta-devanagari-700-normal.woff'),
};

// Each document used to read and parse Mukta anew, and fontkit decoded the shaping tables
// (GSUB, GPOS) that Devanagari's conjuncts and marks need once a document: a quotation with Hindi
// text cost some 23 ms of CPU where a process-wide font, whose tables are decoded once, costs 8-9
// (docs/performance.md, "Documents in Devanagari"). A document still embeds a subset of its own
// (pdfkit's EmbeddedFont), and uses the fonts only synchronously, from registering them to
// embedding that subset (pdf-document.ts renderPdf), so two drawings never use them at once.
// fontkit also keeps each glyph it made, with the text it was first made for, which pdfkit writes
// into the PDF's text layer: each document starts with none, so that no document's bytes depend on
// what others drew before it (fontkit's `_glyphs`, which its types do not name).
let parsed: { regular: Font; bold: Font } | undefined;
const parse = (file: string) => create(sfntOfWoff(readFileSync(file))) as Font;
/** Mukta's two faces, unpacked (woff-sfnt.ts) and parsed once a process, for one document. */
export function muktaFonts(): { regular: Font; bold: Font } {
  parsed ??= { regular: parse(muktaFiles.regular), bold: parse(muktaFiles.bold) };
  for (const font of [parsed.regular, parsed.bold]) {
    (font as Font & { _glyphs: Record<number, unknown> })._glyphs = {};
  }
  return parsed;
}
export const fontName = (mukta: boolean, bold: boolean) =>
  mukta ? (bold ? 'Mukta-Bold' : 'Mukta') : bold ? 'Helvetica-Bold' : 'Helvetica';

// What Mukta prints instead of Helvetica: Devanagari (U+0900–U+097F), Vedic extensions
// (U+1CD0–U+1CF9), Devanagari Extended (U+A8E0–U+A8FF), the joiners that pick conjunct forms
// (U+200C, U+200D) and the rupee sign (U+20B9). The amounts the documents compute keep 'Rs.'
// (formatDocumentAmount), so a document without such text embeds no font at all.
function isMukta(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x0900 && code <= 0x097f) ||
    (code >= 0x1cd0 && code <= 0x1cf9) ||
    (code >= 0xa8e0 && code <= 0xa8ff) ||
    code === 0x200c ||
    code === 0x200d ||
    code === 0x20b9
  );
}
export const hasMukta = (text: string) => Array.from(text).some(isMukta);

// Helvetica and Helvetica-Bold put the baseline 0.718 em below a line's top (their AFM
// ascender); Mukta's is 1.13 em, so pdfkit would set Mukta 4 points lower at 10 points.
// Text with Devanagari is drawn on Helvetica's baseline instead, level with the labels beside it.
export const helveticaAscender = 0.718;
// Mukta's marks reach 0.94 em above the baseline (ी, ँ) and 0.44 em below (ु under ट्र), more
// than Helvetica's 1.156 em line, so lines of text with Devanagari are 1.38 em apart: the top
// marks of one line clear the bottom marks of the line above. The first line's top marks rise
// 0.22 em above its top, into the padding or gap every block here has above it.
export const devanagariLineHeight = 1.38;

/** A stretch of text in one font: Mukta, or Helvetica (regular or bold as the text asks). */
export type Run = { text: string; mukta: boolean };

/** `text`'s runs by font, what neither font has replaced as pdfText does. */
export function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const mukta = isMukta(ch);
    const printed = mukta ? ch : winAnsi(ch);
    const last = runs.at(-1);
    if (last?.mukta === mukta) {
      last.text += printed;
    } else if (printed !== '') {
      runs.push({ text: printed, mukta });
    }
  }
  return runs;
}
