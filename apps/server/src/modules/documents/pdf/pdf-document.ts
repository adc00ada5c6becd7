import PDFDocument from 'pdfkit';
import type { Company } from './company';

// The layout every business document shares: A4, the company at the top left, the document's
// title and number at the top right, a brand rule, then content that flows onto new pages, and
// 'Page N of M' at the foot of each. Only the standard Helvetica fonts, so nothing to ship.

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

// The standard fonts encode WinAnsi only: anything else would print as unrelated glyphs, so it is
// replaced visibly instead. The rupee sign becomes the 'Rs.' the amounts use.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfText(value: string): string {
  let out = '';
  for (const ch of value.normalize('NFC').replace(/₹\s?/g, 'Rs. ')) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) {
      out += ch;
    } else if (winAnsiExtras.has(ch)) {
      out += ch;
    } else if (ch === '\t') {
      out += ' ';
    } else if (ch !== '\r') {
      out += '?';
    }
  }
  return out;
}

/** Draws a document with `draw`, numbers its pages and resolves with the whole PDF. */
export async function renderPdf(meta: DocumentMeta, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: margin, left: margin, right: margin, bottom: margin + footerSpace },
    bufferPages: true,
    info: {
      Title: pdfText(meta.title),
      Author: pdfText(meta.company.name),
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

  doc.font('Helvetica-Bold').fontSize(15).fillColor(brandColour);
  doc.text(pdfText(company.name), x, top, { width: companyWidth });
  doc.moveDown(0.2);
  doc.font('Helvetica').fontSize(9).fillColor(mutedColour);
  const contact = [company.address, `Phone: ${company.phone}`, `E-mail: ${company.email}`];
  for (const line of contact) {
    doc.text(pdfText(line), x, doc.y, { width: companyWidth });
  }
  if (company.gstin) {
    doc.font('Helvetica-Bold').fillColor(inkColour);
    doc.text(`GSTIN: ${pdfText(company.gstin)}`, x, doc.y, { width: companyWidth });
  }
  if (company.state) {
    doc.font('Helvetica').fillColor(mutedColour);
    doc.text(`State: ${pdfText(company.state.name)} (${company.state.code})`, x, doc.y, {
      width: companyWidth,
    });
  }
  const companyBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(18).fillColor(inkColour);
  doc.text(pdfText(title), titleX, top, { width: titleWidth, align: 'right' });
  doc.moveDown(0.3);
  doc.fontSize(9);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font('Helvetica')
      .fillColor(mutedColour)
      .text(pdfText(label), titleX, y, {
        width: titleWidth * 0.4,
      });
    const labelBottom = doc.y;
    doc.font('Helvetica-Bold').fillColor(inkColour).text(pdfText(value), titleX, y, {
      width: titleWidth,
      align: 'right',
    });
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

/** A small heading, kept on the same page as at least a few lines of what follows it. */
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
    const label = pdfText(row.label);
    const value = pdfText(row.value);
    doc.fontSize(bodySize).font('Helvetica');
    const labelHeight = doc.heightOfString(label, { width: labelWidth - 8 });
    doc.font(row.strong ? 'Helvetica-Bold' : 'Helvetica');
    const height = Math.min(
      Math.max(labelHeight, doc.heightOfString(value, { width: valueWidth })),
      usableHeight(doc),
    );
    ensureSpace(doc, height);
    const y = doc.y;
    doc
      .font('Helvetica')
      .fillColor(mutedColour)
      .text(label, x, y, { width: labelWidth - 8 });
    doc
      .font(row.strong ? 'Helvetica-Bold' : 'Helvetica')
      .fillColor(inkColour)
      .text(value, x + labelWidth, y, { width: valueWidth, height, ellipsis: true });
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
  const value = pdfText(text);
  doc.font('Helvetica').fontSize(options.size ?? bodySize);
  const width = contentWidth(doc);
  ensureSpace(doc, doc.heightOfString(value, { width }));
  doc.fillColor(options.muted ? mutedColour : inkColour).text(value, left(doc), doc.y, { width });
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

  const rowHeight = (row: TableRow) => {
    doc.font('Helvetica').fontSize(row.muted ? 8.5 : 9.5);
    const heights = row.cells.map((cell, i) =>
      doc.heightOfString(pdfText(cell), { width: widths[i]! - 2 * cellPadding }),
    );
    const content = Math.max(...heights, doc.currentLineHeight());
    const cap = usableHeight(doc) - headerHeight() - 2 * cellPadding;
    return Math.min(content, cap) + (row.muted ? cellPadding : 2 * cellPadding);
  };
  const headerHeight = () => {
    doc.font('Helvetica-Bold').fontSize(9);
    const heights = columns.map((c, i) =>
      doc.heightOfString(pdfText(c.header), { width: widths[i]! - 2 * cellPadding }),
    );
    return Math.max(...heights) + 2 * cellPadding;
  };
  const drawHeaderRow = () => {
    const height = headerHeight();
    const y = doc.y;
    doc.rect(x, y, width, height).fill(tintColour);
    doc.font('Helvetica-Bold').fontSize(9).fillColor(inkColour);
    columns.forEach((c, i) => {
      doc.text(pdfText(c.header), offsets[i]! + cellPadding, y + cellPadding, {
        width: widths[i]! - 2 * cellPadding,
        align: c.align ?? 'left',
      });
    });
    doc.y = y + height;
  };
  const drawRow = (row: TableRow, height: number) => {
    const y = doc.y;
    const top = row.muted ? 0 : cellPadding;
    doc
      .font('Helvetica')
      .fontSize(row.muted ? 8.5 : 9.5)
      .fillColor(row.muted ? mutedColour : inkColour);
    row.cells.forEach((cell, i) => {
      doc.text(pdfText(cell), offsets[i]! + cellPadding, y + top, {
        width: widths[i]! - 2 * cellPadding,
        height: height - top - cellPadding,
        ellipsis: true,
        align: columns[i]?.align ?? 'left',
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
  doc.fontSize(bodySize);
  const measured = rows.map((row) => {
    const label = pdfText(row.label);
    const value = pdfText(row.value);
    doc.font(row.strong ? 'Helvetica-Bold' : 'Helvetica');
    const height = Math.max(
      doc.heightOfString(label, { width: labelWidth }),
      doc.heightOfString(value, { width: valueWidth }),
    );
    return { ...row, label, value, height, pad: row.strong ? 6 : 3 };
  });
  const wordsText = words === undefined ? undefined : pdfText(words);
  doc.font('Helvetica');
  const wordsHeight =
    wordsText === undefined ? 0 : 8 + doc.heightOfString(wordsText, { width: contentWidth(doc) });
  ensureSpace(doc, measured.reduce((sum, row) => sum + row.height + 2 * row.pad, 0) + wordsHeight);
  for (const row of measured) {
    if (row.strong) {
      doc
        .moveTo(x, doc.y)
        .lineTo(x + width, doc.y)
        .lineWidth(1)
        .strokeColor(brandColour)
        .stroke();
    }
    const y = doc.y + row.pad;
    doc.font(row.strong ? 'Helvetica-Bold' : 'Helvetica');
    doc
      .fillColor(row.strong ? inkColour : mutedColour)
      .text(row.label, x, y, { width: labelWidth });
    doc
      .fillColor(inkColour)
      .text(row.value, x + labelWidth, y, { width: valueWidth, align: 'right' });
    doc.y = y + row.height + row.pad;
  }
  if (wordsText !== undefined) {
    doc.font('Helvetica').fillColor(inkColour);
    doc.text(wordsText, left(doc), doc.y + 8, { width: contentWidth(doc) });
  }
  doc.x = left(doc);
  doc.font('Helvetica').fillColor(inkColour);
}

/** A tinted band for the one figure the document is about, with its amount in words. */
export function amountBand(doc: Doc, label: string, amount: string, words: string) {
  const x = left(doc);
  const width = contentWidth(doc);
  const inner = width - 24;
  doc.font('Helvetica-Bold').fontSize(9);
  const labelHeight = doc.heightOfString(label, { width: inner });
  doc.fontSize(20);
  const amountHeight = doc.heightOfString(amount, { width: inner });
  doc.font('Helvetica').fontSize(9.5);
  const wordsHeight = doc.heightOfString(words, { width: inner });
  const height = 12 + labelHeight + 4 + amountHeight + 4 + wordsHeight + 12;
  ensureSpace(doc, height);
  const y = doc.y;
  doc.rect(x, y, width, height).fill(tintColour);
  doc.rect(x, y, 3, height).fill(brandColour);
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor(mutedColour)
    .text(pdfText(label), x + 12, y + 12, { width: inner });
  doc
    .fontSize(20)
    .fillColor(inkColour)
    .text(pdfText(amount), x + 12, doc.y + 4, { width: inner });
  doc
    .font('Helvetica')
    .fontSize(9.5)
    .text(pdfText(words), x + 12, doc.y + 4, { width: inner });
  doc.y = y + height;
  doc.x = x;
  doc.fontSize(bodySize);
}

/** 'For <company>' and room for a signature, kept together at the end. */
export function signatureBlock(doc: Doc, company: Company) {
  const width = 220;
  const x = left(doc) + contentWidth(doc) - width;
  doc.font('Helvetica-Bold').fontSize(9.5);
  const name = `For ${pdfText(company.name)}`;
  ensureSpace(doc, doc.heightOfString(name, { width }) + 48);
  doc.fillColor(inkColour).text(name, x, doc.y, { width, align: 'right' });
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
    doc.font('Helvetica').fontSize(8).fillColor(mutedColour);
    doc.text(pdfText(label), x, y, { width: width * 0.7, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, x + width * 0.7, y, {
      width: width * 0.3,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
