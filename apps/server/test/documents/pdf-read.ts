import { expect } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Company } from '../../src/modules/documents/pdf/company';
import type { Drawing } from '../../src/modules/documents/pdf/drawings';
import type { ReceiptData } from '../../src/modules/documents/pdf/render-receipt';

// The company, a receipt, a quotation in Hindi, the states and the readers of pdf-render.test.ts
// (receipts and invoices), pdf-render-quotation.test.ts (quotations, and Hindi in the documents),
// pdf-worker.test.ts and woff-sfnt.test.ts.

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

/** A receipt of a UPI payment, for the tests that draw one. */
export const receipt: ReceiptData = {
  company,
  receiptNo: 'GS/2026-27/0001',
  issuedOn: '2026-11-25',
  payer: { name: 'Meera Raman', phone: '+91 98450 12345', address: 'Whitefield, Bengaluru' },
  project: { ref: 'GS-2611-0007', service: 'Garden design and landscaping' },
  amountPaise: 15_000_000,
  method: 'upi',
  reference: 'UPI 412345678901',
  paidOn: '2026-11-24',
};

/** A quotation in Hindi of `count` lines of `service`, the costliest kind of drawing there is. */
export function hindiQuotation(
  count: number,
  service = 'लॉन की तैयारी और पौधों की रोपाई',
  customer = 'सुनीता देवी',
): Drawing {
  const lines = Array.from({ length: count }, (_, i) => ({
    serviceDesc: `मद ${i + 1}: ${service}`,
    quantity: i + 1,
    rateFrom: 10_000,
    rateTo: 20_000,
    amountPaise: (i + 1) * 15_000,
    supplierDetails: null,
    supplierCostingPaise: null,
  }));
  const total = lines.reduce((sum, l) => sum + l.amountPaise, 0);
  return {
    kind: 'quotation',
    data: {
      company,
      project: { ref: 'GS-2611-0042', service: 'बगीचा', area: null },
      customer: { name: customer, address: 'इंदिरानगर, लखनऊ' },
      partner: { name: 'हरियाली लैंडस्केप्स' },
      quotationNo: 1,
      pickedOn: '2026-11-29',
      lines,
      totalAmountPaise: total,
      totalSupplierCostingPaise: null,
      finalCostingPaise: total,
    },
  };
}

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
