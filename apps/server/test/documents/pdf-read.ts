import { expect } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Company } from '../../src/modules/documents/pdf/company';

// The company, the states and the readers of pdf-render.test.ts (receipts and invoices) and
// pdf-render-quotation.test.ts (quotations, and Hindi in the documents).

export const karnataka = { code: '29', name: 'Karnataka' };
export const tamilNadu = { code: '33', name: 'Tamil Nadu' };

export const company: Company = {
  name: 'Greenscape Gardens Private Limited',
  address: '42, 3rd Cross, Indiranagar 2nd Stage, Bengaluru, Karnataka 560038',
  phone: '+91 80 4123 4567',
  email: 'accounts@greenscape.example',
  gstin: '29AAGCB7383J1Z4',
  state: karnataka,
};

export async function read(buf: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  const { text } = await extractText(pdf, { mergePages: true });
  const pages = (await extractText(pdf, { mergePages: false })).text;
  const info = Object.fromEntries(Object.entries((await pdf.getMetadata()).info));
  return { pdf, text, pages, info };
}

/** Every piece of text lies within the page's 48-point margins, so nothing ran off the page. */
export async function expectInsideMargins(buf: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buf));
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    const [, , pageWidth, pageHeight] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    for (const item of content.items) {
      if (!('str' in item) || item.str.trim() === '') {
        continue;
      }
      const x = item.transform[4] as number;
      const y = item.transform[5] as number;
      expect(x, item.str).toBeGreaterThanOrEqual(48 - 0.5);
      expect(x + item.width, item.str).toBeLessThanOrEqual(pageWidth - 48 + 0.5);
      expect(y, item.str).toBeGreaterThanOrEqual(48 - 12);
      expect(y, item.str).toBeLessThanOrEqual(pageHeight - 48);
    }
  }
}

/** 'Rs. 1,18,000.00' → 11800000 */
export function paiseOf(text: string, label: string): number {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped} Rs\\. ([\\d,]+)\\.(\\d{2})`).exec(text);
  if (!match) {
    throw new Error(`no amount after '${label}' in:\n${text}`);
  }
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}

export const count = (text: string, part: string) => text.split(part).length - 1;
