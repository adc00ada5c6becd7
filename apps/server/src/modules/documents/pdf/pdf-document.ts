import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Company } from './company';

// The layout every business document shares: A4, the company at the top left, the document's
// title and number at the top right, a brand rule, then content that flows onto new pages, and
// 'Page N of M' at the foot of each.
//
// Text is in pdfkit's standard Helvetica, which costs nothing to embed, except Devanagari and the
// rupee sign, which it has no glyphs for: Greenscape's customers and partners write names,
// addresses, materials and services in Hindi. Those runs are set in Mukta, the web app's typeface,
// embedded (subset to the glyphs used) only in a document that has such text. See writeText.
// Measured on a receipt: 2.9 kB in English, as before; 5.1 kB with the payer's name in Hindi,
// 8.3 kB with the address and service too. Setting everything in Mukta instead (its Latin
// files as well) would make every English receipt 8.1 kB and change its layout.

export type Doc = PDFKit.PDFDocument;

export const brandColour = '#3B726A';
const inkColour = '#1F2A2E';
const mutedColour = '#5B6770';
const ruleColour = '#D3DCDA';
const tintColour = '#EAF1EF';

const margin = 48;
// Content stops this far above the page's edge so the footer never collides with it.
const footerSpace = 28;
const bodySize = 10;

export type DocumentMeta = {
  title: string;
  company: Company;
  /** The document's date, YYYY-MM-DD: also its creation date, so the same data gives the same bytes. */
  day: string;
  /** Printed in each page's footer beside the page number, e.g. 'Receipt GS/2026-27/0001'. */
  footerLabel: string;
};

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
const muktaFiles = {
  regular: requireFromHere.resolve('@fontsource/mukta/files/mukta-devanagari-400-normal.woff'),
  bold: requireFromHere.resolve('@fontsource/mukta/files/mukta-devanagari-700-normal.woff'),
};
const fontName = (mukta: boolean, bold: boolean) =>
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
const hasMukta = (text: string) => Array.from(text).some(isMukta);

// Helvetica and Helvetica-Bold put the baseline 0.718 em below a line's top (their AFM
// ascender); Mukta's is 1.13 em, so pdfkit would set Mukta 4 points lower at 10 points.
// Text with Devanagari is drawn on Helvetica's baseline instead, level with the labels beside it.
const helveticaAscender = 0.718;
// Mukta's marks reach 0.94 em above the baseline (ी, ँ) and 0.44 em below (ु under ट्र), more
// than Helvetica's 1.156 em line, so lines of text with Devanagari are 1.38 em apart: the top
// marks of one line clear the bottom marks of the line above. The first line's top marks rise
// 0.22 em above its top, into the padding or gap every block here has above it.
const devanagariLineHeight = 1.38;

export type TextOptions = {
  size: number;
  bold?: boolean;
  width: number;
  align?: 'left' | 'right';
  /** At most this high: the text is cut with '…' at the last line that fits. */
  height?: number;
  /** A single line, never wrapped. */
  lineBreak?: false;
};

/** The height `value` takes when written with `options`. */
export function textHeight(doc: Doc, value: string, options: TextOptions): number {
  const text = value.normalize('NFC');
  doc.font(fontName(false, options.bold ?? false)).fontSize(options.size);
  if (!hasMukta(text)) {
    return doc.heightOfString(pdfText(text), { width: options.width });
  }
  const lines = layoutLines(doc, text, options).length;
  doc.font(fontName(false, options.bold ?? false)).fontSize(options.size);
  return lines * devanagariLineHeight * options.size;
}

/**
 * Writes `value` at (x, y) within `options.width`, leaving doc.y below it and the font Helvetica
 * (bold as asked) at `options.size`.
 *
 * Text without Devanagari or '₹' is pdfkit's ordinary text(), byte for byte what it always was.
 * Other text is laid out here, word by word, each word split into runs of Helvetica and Mukta:
 * pdfkit's own way of mixing fonts, text() with `continued: true`, sets each run on its font's
 * baseline (Mukta's lower than Helvetica's) and aligns each run right by itself, so the runs of
 * a right-aligned line overlap, and its ellipsis only sees the last run.
 */
export function writeText(doc: Doc, value: string, x: number, y: number, options: TextOptions) {
  const text = value.normalize('NFC');
  const latin = fontName(false, options.bold ?? false);
  doc.font(latin).fontSize(options.size);
  if (!hasMukta(text)) {
    doc.text(pdfText(text), x, y, {
      width: options.width,
      ...(options.align ? { align: options.align } : {}),
      ...(options.height !== undefined ? { height: options.height, ellipsis: true } : {}),
      ...(options.lineBreak === false ? { lineBreak: false } : {}),
    });
    return;
  }
  const lineHeight = devanagariLineHeight * options.size;
  const lines = layoutLines(doc, text, options);
  const fit =
    options.height === undefined
      ? lines.length
      : Math.max(1, Math.floor(options.height / lineHeight + 1e-6));
  if (lines.length > fit) {
    lines.length = fit;
    lines[fit - 1] = withEllipsis(doc, lines[fit - 1]!, options);
  }
  lines.forEach((line, i) => {
    const widths = line.map((run) => runWidth(doc, run, options));
    const lineWidth = widths.reduce((a, b) => a + b, 0);
    let runX = options.align === 'right' ? x + options.width - lineWidth : x;
    const baseline = y + i * lineHeight + helveticaAscender * options.size;
    line.forEach((run, j) => {
      doc
        .font(fontName(run.mukta, options.bold ?? false))
        .fontSize(options.size)
        .text(run.text, runX, baseline, { lineBreak: false, baseline: 'alphabetic' });
      runX += widths[j]!;
    });
  });
  doc.font(latin).fontSize(options.size);
  doc.x = x;
  doc.y = y + lines.length * lineHeight;
}

type Run = { text: string; mukta: boolean };
type Line = Run[];

function runWidth(doc: Doc, run: Run, options: TextOptions): number {
  return doc
    .font(fontName(run.mukta, options.bold ?? false))
    .fontSize(options.size)
    .widthOfString(run.text);
}

/** `text`'s runs by font, what neither font has replaced as pdfText does. */
function runsOf(text: string): Run[] {
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

/** Appends `runs` to `line`, merging runs in the same font so each is shaped and drawn whole. */
function append(line: Line, runs: readonly Run[]) {
  for (const run of runs) {
    const last = line.at(-1);
    if (last?.mukta === run.mukta) {
      line[line.length - 1] = { text: last.text + run.text, mukta: run.mukta };
    } else {
      line.push({ ...run });
    }
  }
}

const graphemes = new Intl.Segmenter('hi', { granularity: 'grapheme' });

/**
 * Breaks text into lines at spaces and line breaks, like pdfkit; a word wider than a whole line
 * is broken between letters (grapheme clusters, so a syllable keeps its marks). The space between
 * two Devanagari words is Mukta's, so the two are one run; any other space is Helvetica's.
 */
function layoutLines(doc: Doc, text: string, options: TextOptions): Line[] {
  const limit = options.lineBreak === false ? Infinity : options.width;
  const lines: Line[] = [];
  for (const paragraph of text.replace(/\r/g, '').replace(/\t/g, ' ').split('\n')) {
    let line: Line = [];
    let lineWidth = 0;
    const place = (space: string, runs: Run[], width: number) => {
      const last = line.at(-1);
      const gap: Run = { text: space, mukta: Boolean(last?.mukta && runs[0]?.mukta) };
      const gapWidth = last && space ? runWidth(doc, gap, options) : 0;
      if (last && lineWidth + gapWidth + width > limit) {
        lines.push(line);
        line = [];
        lineWidth = 0;
      } else if (last && space) {
        append(line, [gap]);
        lineWidth += gapWidth;
      }
      append(line, runs);
      lineWidth += width;
    };
    for (const [, space = '', word = ''] of paragraph.matchAll(/( *)([^ ]+)/g)) {
      const runs = runsOf(word);
      const width = runs.reduce((sum, run) => sum + runWidth(doc, run, options), 0);
      if (width <= limit) {
        place(space, runs, width);
        continue;
      }
      // Too wide for any line: as many letters to a line as fit, at least one.
      let chunk: Run[] = [];
      let chunkWidth = 0;
      let chunkSpace = space;
      for (const { segment } of graphemes.segment(word)) {
        const letter = runsOf(segment);
        const letterWidth = letter.reduce((sum, run) => sum + runWidth(doc, run, options), 0);
        if (chunk.length > 0 && chunkWidth + letterWidth > limit) {
          place(chunkSpace, chunk, chunkWidth);
          chunk = [];
          chunkWidth = 0;
          chunkSpace = '';
        }
        append(chunk, letter);
        chunkWidth += letterWidth;
      }
      place(chunkSpace, chunk, chunkWidth);
    }
    lines.push(line);
  }
  return lines;
}

/** `line` ending in '…', shortened a letter at a time until it fits. */
function withEllipsis(doc: Doc, line: Line, options: TextOptions): Line {
  const ellipsis: Run = { text: '…', mukta: false };
  const runs = line.map((run) => ({ ...run }));
  const width = () =>
    [...runs, ellipsis].reduce((sum, run) => sum + runWidth(doc, run, options), 0);
  const trimEnd = () => {
    while (runs.length > 0) {
      const last = runs.at(-1)!;
      last.text = last.text.replace(/\s+$/u, '');
      if (last.text !== '') {
        return;
      }
      runs.pop();
    }
  };
  trimEnd();
  while (runs.length > 0 && width() > options.width) {
    const last = runs.at(-1)!;
    const letters = [...graphemes.segment(last.text)];
    last.text = letters
      .slice(0, -1)
      .map((s) => s.segment)
      .join('');
    trimEnd();
  }
  const out: Line = [];
  append(out, [...runs, ellipsis]);
  return out;
}

const metaText = (value: string) => value.normalize('NFC').replace(/\p{Cc}+/gu, ' ');

/** Draws a document with `draw`, numbers its pages and resolves with the whole PDF. */
export async function renderPdf(meta: DocumentMeta, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, left: margin, right: margin, bottom: margin + footerSpace },
    bufferPages: true,
    info: {
      // pdfkit writes metadata in UTF-16 when it is not ASCII, so it needs no font.
      Title: metaText(meta.title),
      Author: metaText(meta.company.name),
      Creator: 'Greenscape',
      Producer: 'Greenscape',
      CreationDate: new Date(`${meta.day}T00:00:00+05:30`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // Registering costs nothing: pdfkit reads, and embeds, a font only once the document uses it.
  doc.registerFont(fontName(true, false), muktaFiles.regular);
  doc.registerFont(fontName(true, true), muktaFiles.bold);
  try {
    doc.font('Helvetica').fontSize(bodySize).fillColor(inkColour);
    draw(doc);
    drawFooters(doc, meta.footerLabel);
  } finally {
    doc.end();
  }
  return done;
}

export const left = (doc: Doc) => doc.page.margins.left;
export const contentWidth = (doc: Doc) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
const usableHeight = (doc: Doc) => bottomLimit(doc) - doc.page.margins.top;

/** Starts a new page unless `height` more points fit on this one; says whether it did. */
export function ensureSpace(doc: Doc, height: number): boolean {
  if (doc.y + height <= bottomLimit(doc)) {
    return false;
  }
  doc.addPage();
  doc.x = left(doc);
  doc.y = doc.page.margins.top;
  return true;
}

export function gap(doc: Doc, points: number) {
  doc.y += points;
}

/** The company on the left, the title and its facts (number, date) on the right, then the rule. */
export function drawHeader(
  doc: Doc,
  company: Company,
  title: string,
  facts: readonly (readonly [string, string])[],
) {
  const x = left(doc);
  const top = doc.page.margins.top;
  const width = contentWidth(doc);
  const companyWidth = width * 0.55;
  const titleWidth = width * 0.42;
  const titleX = x + width - titleWidth;

  doc.fillColor(brandColour);
  writeText(doc, company.name, x, top, { size: 15, bold: true, width: companyWidth });
  doc.moveDown(0.2);
  doc.fillColor(mutedColour);
  const contact = [company.address, `Phone: ${company.phone}`, `E-mail: ${company.email}`];
  for (const line of contact) {
    writeText(doc, line, x, doc.y, { size: 9, width: companyWidth });
  }
  if (company.gstin) {
    doc.fillColor(inkColour);
    writeText(doc, `GSTIN: ${company.gstin}`, x, doc.y, {
      size: 9,
      bold: true,
      width: companyWidth,
    });
  }
  if (company.state) {
    doc.fillColor(mutedColour);
    writeText(doc, `State: ${company.state.name} (${company.state.code})`, x, doc.y, {
      size: 9,
      width: companyWidth,
    });
  }
  const companyBottom = doc.y;

  doc.fillColor(inkColour);
  writeText(doc, title, titleX, top, { size: 18, bold: true, width: titleWidth, align: 'right' });
  doc.moveDown(0.3);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.fillColor(mutedColour);
    writeText(doc, label, titleX, y, { size: 9, width: titleWidth * 0.4 });
    const labelBottom = doc.y;
    doc.fillColor(inkColour);
    writeText(doc, value, titleX, y, { size: 9, bold: true, width: titleWidth, align: 'right' });
    doc.y = Math.max(doc.y, labelBottom) + 2;
  }

  const ruleY = Math.max(companyBottom, doc.y) + 10;
  doc
    .moveTo(x, ruleY)
    .lineTo(x + width, ruleY)
    .lineWidth(1.5)
    .strokeColor(brandColour)
    .stroke();
  doc.x = x;
  doc.y = ruleY + 16;
  doc.font('Helvetica').fontSize(bodySize).fillColor(inkColour);
}

/** A small heading (the documents' own words, never user text), kept with what follows it. */
export function sectionTitle(doc: Doc, text: string) {
  doc.font('Helvetica-Bold').fontSize(9);
  ensureSpace(doc, doc.heightOfString(text) + 48);
  doc.fillColor(brandColour).text(pdfText(text).toUpperCase(), left(doc), doc.y, {
    width: contentWidth(doc),
    characterSpacing: 0.6,
  });
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(bodySize).fillColor(inkColour);
}

export type KeyValue = { label: string; value: string; strong?: boolean };

/** Label and value side by side; a long value wraps within its column, at most a page of it. */
export function keyValueRows(
  doc: Doc,
  rows: readonly KeyValue[],
  options: { labelWidth?: number } = {},
) {
  const x = left(doc);
  const labelWidth = options.labelWidth ?? 130;
  const valueWidth = contentWidth(doc) - labelWidth;
  for (const row of rows) {
    const label = { size: bodySize, width: labelWidth - 8 };
    const value = { size: bodySize, bold: row.strong ?? false, width: valueWidth };
    const height = Math.min(
      Math.max(textHeight(doc, row.label, label), textHeight(doc, row.value, value)),
      usableHeight(doc),
    );
    ensureSpace(doc, height);
    const y = doc.y;
    doc.fillColor(mutedColour);
    writeText(doc, row.label, x, y, label);
    doc.fillColor(inkColour);
    writeText(doc, row.value, x + labelWidth, y, { ...value, height });
    doc.y = y + height + 4;
  }
  doc.x = x;
  doc.font('Helvetica').fillColor(inkColour);
}

/** A paragraph across the page, moved whole to the next page when it does not fit. */
export function paragraph(
  doc: Doc,
  text: string,
  options: { muted?: boolean; size?: number } = {},
) {
  const style = { size: options.size ?? bodySize, width: contentWidth(doc) };
  ensureSpace(doc, textHeight(doc, text, style));
  doc.fillColor(options.muted ? mutedColour : inkColour);
  writeText(doc, text, left(doc), doc.y, style);
  doc.fontSize(bodySize).fillColor(inkColour);
}

export type Column = {
  header: string;
  /** A share of the content width; the shares need not add up to anything in particular. */
  weight: number;
  align?: 'left' | 'right';
};

export type TableRow = {
  cells: readonly string[];
  /** Smaller grey text, for details under a line such as its materials. */
  muted?: boolean;
  /** Stays on the same page as the row before it, and shares its separator. */
  keepWithPrevious?: boolean;
};

const cellPadding = 5;

/**
 * A table whose rows flow onto new pages, repeating the header there. A row and the rows kept
 * with it never split across pages; a cell taller than a whole page is cut with an ellipsis.
 */
export function drawTable(doc: Doc, columns: readonly Column[], rows: readonly TableRow[]) {
  const x = left(doc);
  const width = contentWidth(doc);
  const totalWeight = columns.reduce((sum, c) => sum + c.weight, 0);
  const widths = columns.map((c) => (c.weight / totalWeight) * width);
  const offsets = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const cellStyle = (row: TableRow, i: number): TextOptions => ({
    size: row.muted ? 8.5 : 9.5,
    width: widths[i]! - 2 * cellPadding,
    align: columns[i]?.align ?? 'left',
  });
  const headerStyle = (i: number): TextOptions => ({
    size: 9,
    bold: true,
    width: widths[i]! - 2 * cellPadding,
    align: columns[i]?.align ?? 'left',
  });

  const rowHeight = (row: TableRow) => {
    const heights = row.cells.map((cell, i) => textHeight(doc, cell, cellStyle(row, i)));
    doc.font('Helvetica').fontSize(row.muted ? 8.5 : 9.5);
    const content = Math.max(...heights, doc.currentLineHeight());
    const cap = usableHeight(doc) - headerHeight() - 2 * cellPadding;
    return Math.min(content, cap) + (row.muted ? cellPadding : 2 * cellPadding);
  };
  const headerHeight = () => {
    const heights = columns.map((c, i) => textHeight(doc, c.header, headerStyle(i)));
    return Math.max(...heights) + 2 * cellPadding;
  };
  const drawHeaderRow = () => {
    const height = headerHeight();
    const y = doc.y;
    doc.rect(x, y, width, height).fill(tintColour);
    doc.fillColor(inkColour);
    columns.forEach((c, i) => {
      writeText(doc, c.header, offsets[i]! + cellPadding, y + cellPadding, headerStyle(i));
    });
    doc.y = y + height;
  };
  const drawRow = (row: TableRow, height: number) => {
    const y = doc.y;
    const top = row.muted ? 0 : cellPadding;
    doc.fillColor(row.muted ? mutedColour : inkColour);
    row.cells.forEach((cell, i) => {
      writeText(doc, cell, offsets[i]! + cellPadding, y + top, {
        ...cellStyle(row, i),
        height: height - top - cellPadding,
      });
    });
    doc.y = y + height;
  };
  const separator = () => {
    doc
      .moveTo(x, doc.y)
      .lineTo(x + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(ruleColour)
      .stroke();
  };

  // Rows travel in groups: a row and those kept with it.
  const groups: TableRow[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (row.keepWithPrevious && last) {
      last.push(row);
    } else {
      groups.push([row]);
    }
  }

  ensureSpace(doc, headerHeight() + (groups[0] ? rowHeight(groups[0][0]!) : 0));
  drawHeaderRow();
  for (const group of groups) {
    const heights = group.map(rowHeight);
    const total = heights.reduce((a, b) => a + b, 0);
    // A group taller than a page is let through row by row rather than never fitting.
    const keepWhole = total <= usableHeight(doc) - headerHeight();
    group.forEach((row, i) => {
      const needed = keepWhole ? (i === 0 ? total : 0) : heights[i]!;
      if (ensureSpace(doc, needed)) {
        drawHeaderRow();
      }
      drawRow(row, heights[i]!);
    });
    separator();
  }
  doc.x = x;
  doc.font('Helvetica').fontSize(bodySize).fillColor(inkColour);
}

/**
 * Totals at the right (label and amount, the strong ones bold under a brand rule), then the
 * amount in words across the page, all kept on one page.
 */
export function totalsRows(doc: Doc, rows: readonly KeyValue[], words?: string) {
  const width = Math.min(300, contentWidth(doc));
  const x = left(doc) + contentWidth(doc) - width;
  const labelWidth = width * 0.55;
  const valueWidth = width - labelWidth;
  const measured = rows.map((row) => {
    const bold = row.strong ?? false;
    const label = { size: bodySize, bold, width: labelWidth };
    const value = { size: bodySize, bold, width: valueWidth, align: 'right' as const };
    const height = Math.max(textHeight(doc, row.label, label), textHeight(doc, row.value, value));
    return { ...row, label, value, height, pad: row.strong ? 6 : 3 };
  });
  const wordsStyle = { size: bodySize, width: contentWidth(doc) };
  const wordsHeight = words === undefined ? 0 : 8 + textHeight(doc, words, wordsStyle);
  ensureSpace(doc, measured.reduce((sum, row) => sum + row.height + 2 * row.pad, 0) + wordsHeight);
  for (const [i, row] of measured.entries()) {
    if (row.strong) {
      doc
        .moveTo(x, doc.y)
        .lineTo(x + width, doc.y)
        .lineWidth(1)
        .strokeColor(brandColour)
        .stroke();
    }
    const y = doc.y + row.pad;
    doc.fillColor(row.strong ? inkColour : mutedColour);
    writeText(doc, rows[i]!.label, x, y, row.label);
    doc.fillColor(inkColour);
    writeText(doc, rows[i]!.value, x + labelWidth, y, row.value);
    doc.y = y + row.height + row.pad;
  }
  if (words !== undefined) {
    doc.fillColor(inkColour);
    writeText(doc, words, left(doc), doc.y + 8, wordsStyle);
  }
  doc.x = left(doc);
  doc.font('Helvetica').fillColor(inkColour);
}

/** A tinted band for the one figure the document is about, with its amount in words. */
export function amountBand(doc: Doc, label: string, amount: string, words: string) {
  const x = left(doc);
  const width = contentWidth(doc);
  const inner = width - 24;
  const labelStyle = { size: 9, bold: true, width: inner };
  const amountStyle = { size: 20, bold: true, width: inner };
  const wordsStyle = { size: 9.5, width: inner };
  const labelHeight = textHeight(doc, label, labelStyle);
  const amountHeight = textHeight(doc, amount, amountStyle);
  const wordsHeight = textHeight(doc, words, wordsStyle);
  const height = 12 + labelHeight + 4 + amountHeight + 4 + wordsHeight + 12;
  ensureSpace(doc, height);
  const y = doc.y;
  doc.rect(x, y, width, height).fill(tintColour);
  doc.rect(x, y, 3, height).fill(brandColour);
  doc.fillColor(mutedColour);
  writeText(doc, label, x + 12, y + 12, labelStyle);
  doc.fillColor(inkColour);
  writeText(doc, amount, x + 12, doc.y + 4, amountStyle);
  writeText(doc, words, x + 12, doc.y + 4, wordsStyle);
  doc.y = y + height;
  doc.x = x;
  doc.fontSize(bodySize);
}

/** 'For <company>' and room for a signature, kept together at the end. */
export function signatureBlock(doc: Doc, company: Company) {
  const width = 220;
  const x = left(doc) + contentWidth(doc) - width;
  const name = `For ${company.name}`;
  const style = { size: 9.5, bold: true, width, align: 'right' as const };
  ensureSpace(doc, textHeight(doc, name, style) + 48);
  doc.fillColor(inkColour);
  writeText(doc, name, x, doc.y, style);
  doc.y += 28;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(mutedColour)
    .text('Authorised signatory', x, doc.y, { width, align: 'right' });
  doc.x = left(doc);
  doc.fontSize(bodySize).fillColor(inkColour);
}

function drawFooters(doc: Doc, label: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start yet another page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const x = left(doc);
    const width = contentWidth(doc);
    const y = doc.page.height - margin;
    doc
      .moveTo(x, y - 6)
      .lineTo(x + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(ruleColour)
      .stroke();
    doc.fillColor(mutedColour);
    writeText(doc, label, x, y, { size: 8, width: width * 0.7, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, x + width * 0.7, y, {
      width: width * 0.3,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
