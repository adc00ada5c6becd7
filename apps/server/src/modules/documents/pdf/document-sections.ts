import type { Company } from './company';
import {
  bodySize,
  brandColour,
  contentWidth,
  ensureSpace,
  inkColour,
  left,
  mutedColour,
  usableHeight,
  type Doc,
} from './page-layout';
import { pdfText } from './script-fonts';
import { textHeight, writeText } from './write-text';

// The blocks of a document's body: section headings, label and value rows, paragraphs, and the
// signature at its end. Each moves whole to the next page when it does not fit on this one.

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
