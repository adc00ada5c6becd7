import PDFDocument from 'pdfkit';
import type { Company } from './company';
import {
  bodySize,
  contentWidth,
  footerSpace,
  inkColour,
  left,
  margin,
  mutedColour,
  ruleColour,
  type Doc,
} from './page-layout';
import { fontName, muktaFonts } from './script-fonts';
import { writeText } from './write-text';

// The layout every business document shares: A4, the company at the top left, the document's
// title and number at the top right, a brand rule, then content that flows onto new pages, and
// 'Page N of M' at the foot of each. This file makes the document and its footers; the page and
// its margins are in page-layout.ts, the header and the blocks in document-*.ts, and text, in
// Helvetica or, for Devanagari and '₹', in Mukta, is written by write-text.ts.

export type DocumentMeta = {
  title: string;
  company: Company;
  /** The document's date, YYYY-MM-DD: also its creation date, so the same data gives the same bytes. */
  day: string;
  /** Printed in each page's footer beside the page number, e.g. 'Receipt GS/2026-27/0001'. */
  footerLabel: string;
};

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
  // pdfkit embeds a registered font only once the document uses it. It takes a parsed fontkit
  // font as well as a file (PDFFontFactory.open), which its types do not list.
  const mukta = muktaFonts();
  doc.registerFont(fontName(true, false), mukta.regular as unknown as Buffer);
  doc.registerFont(fontName(true, true), mukta.bold as unknown as Buffer);
  try {
    doc.font('Helvetica').fontSize(bodySize).fillColor(inkColour);
    draw(doc);
    drawFooters(doc, meta.footerLabel);
  } finally {
    doc.end();
  }
  return done;
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
