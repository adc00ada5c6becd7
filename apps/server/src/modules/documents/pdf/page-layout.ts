// The page every business document shares: A4 with 48-point margins, the house colours, and the
// helpers that keep content between the margins and move it to a new page when it does not fit.
// renderPdf (pdf-document.ts) sets the page up; the blocks (document-*.ts) draw on it.

export type Doc = PDFKit.PDFDocument;

export const brandColour = '#3B726A';
export const inkColour = '#1F2A2E';
export const mutedColour = '#5B6770';
export const ruleColour = '#D3DCDA';
export const tintColour = '#EAF1EF';

export const margin = 48;
// Content stops this far above the page's edge so the footer never collides with it.
export const footerSpace = 28;
export const bodySize = 10;

export const left = (doc: Doc) => doc.page.margins.left;
export const contentWidth = (doc: Doc) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottomLimit = (doc: Doc) => doc.page.height - doc.page.margins.bottom;
export const usableHeight = (doc: Doc) => bottomLimit(doc) - doc.page.margins.top;

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
