import type { Company } from './company';
import {
  bodySize,
  brandColour,
  contentWidth,
  inkColour,
  left,
  mutedColour,
  type Doc,
} from './page-layout';
import { writeText } from './write-text';

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
