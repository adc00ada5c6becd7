import type { Doc } from './page-layout';
import {
  devanagariLineHeight,
  fontName,
  hasMukta,
  helveticaAscender,
  pdfText,
} from './script-fonts';
import { layoutLines, runWidth, withEllipsis, type TextOptions } from './text-lines';

// The one way the documents write text that may hold what people typed: Helvetica for Latin
// text, Mukta for Devanagari and the rupee sign (script-fonts.ts says why).

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
 * Other text is laid out here (text-lines.ts), word by word, each word split into runs of
 * Helvetica and Mukta: pdfkit's own way of mixing fonts, text() with `continued: true`, sets each
 * run on its font's baseline (Mukta's lower than Helvetica's) and aligns each run right by itself,
 * so the runs of a right-aligned line overlap, and its ellipsis only sees the last run.
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
