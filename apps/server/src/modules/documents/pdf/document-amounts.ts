import type { KeyValue } from './document-sections';
import {
  bodySize,
  brandColour,
  contentWidth,
  ensureSpace,
  inkColour,
  left,
  mutedColour,
  tintColour,
  type Doc,
} from './page-layout';
import { textHeight, writeText } from './write-text';

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
