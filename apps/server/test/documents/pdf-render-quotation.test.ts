import { describe, expect, it } from 'vitest';
import { getDocumentProxy } from 'unpdf';
import {
  renderQuotation,
  type QuotationData,
} from '../../src/modules/documents/pdf/render-quotation';
import { renderReceipt } from '../../src/modules/documents/pdf/render-receipt';
import { company, count, expectInsideMargins, paiseOf, read, receipt } from './pdf-read';

// The quotation PDF, and Hindi in every document, read back as text. No database.

describe('quotation', () => {
  const lines = Array.from({ length: 60 }, (_, i) => ({
    serviceDesc:
      i % 9 === 0
        ? `Item ${i + 1}: supply and planting of areca palms along the compound wall, with soil preparation, manure and a month of watering`
        : `Item ${i + 1}: lawn preparation`,
    quantity: i + 1,
    rateFrom: 10_000,
    rateTo: 20_000,
    amountPaise: (i + 1) * 15_000,
    supplierDetails: i % 4 === 0 ? `red soil for item ${i + 1}` : null,
    supplierCostingPaise: i % 4 === 0 ? 250_000 + i : null,
  }));
  const totalAmountPaise = lines.reduce((sum, l) => sum + l.amountPaise, 0);
  const totalSupplierCostingPaise = lines.reduce(
    (sum, l) => sum + (l.supplierCostingPaise ?? 0),
    0,
  );
  const quotation: QuotationData = {
    company,
    project: { ref: 'GS-2611-0007', service: 'Landscaping', area: 'Front garden, 1200 sq ft' },
    customer: { name: 'Meera Raman', address: 'Whitefield, Bengaluru' },
    partner: { name: 'Hasiru Landscapes' },
    quotationNo: 2,
    pickedOn: '2026-11-20',
    lines,
    totalAmountPaise,
    totalSupplierCostingPaise,
    finalCostingPaise: totalAmountPaise + totalSupplierCostingPaise,
  };

  it('flows a long quotation over pages, repeating the table header, losing no line', async () => {
    const buf = await renderQuotation(quotation);
    expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pdf, pages, text } = await read(buf);
    expect(pdf.numPages).toBeGreaterThan(1);
    expect(pages).toHaveLength(pdf.numPages);
    const withLines = pages.filter((page) => /Item \d+:/.test(page));
    expect(withLines.length).toBeGreaterThan(1);
    for (const page of withLines) {
      expect(page).toContain('No. Service Qty Amount');
    }
    expect(count(text, 'No. Service Qty Amount')).toBe(withLines.length);
    for (const line of lines) {
      const n = line.quantity;
      expect(count(text, `Item ${n}:`), `item ${n}`).toBe(1);
      // A line's materials stay on its page.
      if (line.supplierDetails) {
        const page = pages.find((p) => p.includes(`Item ${n}:`))!;
        expect(page).toContain(`Materials: ${line.supplierDetails}`);
      }
    }
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    await expectInsideMargins(buf);
  });

  it('shows lines, materials, totals and the total in words', async () => {
    const { text } = await read(await renderQuotation(quotation));
    expect(text).toContain('Quotation no. 2');
    expect(text).toContain('Picked on 20 Nov 2026');
    expect(text).toContain('Customer Meera Raman');
    expect(text).toContain('Service partner Hasiru Landscapes');
    expect(text).toContain('Area Front garden, 1200 sq ft');
    expect(text).toContain('2 Item 2: lawn preparation 2 Rs. 300.00');
    expect(text).toContain('Materials: red soil for item 5 Rs. 2,500.04');
    expect(paiseOf(text, 'Service total')).toBe(totalAmountPaise);
    expect(paiseOf(text, 'Supplier materials')).toBe(totalSupplierCostingPaise);
    expect(paiseOf(text, 'Total payable')).toBe(totalAmountPaise + totalSupplierCostingPaise);
    // Rs. 2,74,500 of work and Rs. 37,504.20 of materials.
    expect(text).toContain('Total payable Rs. 3,12,004.20');
    expect(text).toContain(
      'Amount in words: Rupees Three Lakh Twelve Thousand Four and Twenty Paise Only',
    );
  });

  it('prints an area by its label and a phone in the materials as people write it', async () => {
    const { text } = await read(
      await renderQuotation({
        ...quotation,
        project: { ...quotation.project, service: 'Terrace Gardening', area: 'tg-lt-2000' },
        lines: [
          {
            ...lines[0]!,
            supplierDetails: 'Lakshmi Nursery +919820000001, or 9820000002',
          },
        ],
      }),
    );
    expect(text).toContain('Area Less than 2000 sq ft');
    expect(text).not.toContain('tg-lt-2000');
    expect(text).toContain('Lakshmi Nursery +91 9820-000-001, or +91 9820-000-002');
  });

  it('cuts text longer than a page instead of running off it', async () => {
    const endless = 'very long words '.repeat(400);
    const buf = await renderQuotation({
      ...quotation,
      customer: { name: 'Meera Raman', address: `Whitefield ${endless}` },
      lines: [lines[0]!, { ...lines[1]!, serviceDesc: `Item 2: ${endless}` }, lines[2]!],
    });
    await expectInsideMargins(buf);
    const { pdf, text } = await read(buf);
    // At most a page each for the address and the line, and both cut short.
    expect(pdf.numPages).toBeLessThanOrEqual(6);
    expect(count(text, '…')).toBe(2);
    expect(text).toContain('Item 3: lawn preparation');
    expect(text).toContain('Total payable');
  });

  it('prints a short quotation on one page without a materials total it does not have', async () => {
    const { pdf, text } = await read(
      await renderQuotation({
        ...quotation,
        pickedOn: null,
        lines: [{ ...lines[1]!, amountPaise: 100_000 }],
        totalAmountPaise: 100_000,
        totalSupplierCostingPaise: null,
        finalCostingPaise: 100_000,
      }),
    );
    expect(pdf.numPages).toBe(1);
    expect(text).not.toContain('Supplier materials');
    expect(text).not.toContain('Picked on');
    expect(text).toContain('Total payable Rs. 1,000.00');
  });
});

describe('Hindi text', () => {
  // pdf.js returns shaped Devanagari in the order its glyphs are drawn: a pre-base matra before
  // its letter and a reph after its cluster. The words here have neither, so they come back as
  // written; 'हरियाली नर्सरी' has both and comes back as 'हिरयाली नसर्री', the same letters.
  const name = 'सुनीता देवी';
  const nursery = 'हरियाली नर्सरी';
  const nurseryAsRead = 'हिरयाली नसर्री';
  const service = 'गमलों में पौधे लगाना';

  const line = {
    serviceDesc: service,
    quantity: 3,
    rateFrom: 10_000,
    rateTo: 20_000,
    amountPaise: 45_000,
    supplierDetails: nursery,
    supplierCostingPaise: 250_000,
  };
  const quotation: QuotationData = {
    company,
    project: { ref: 'GS-2611-0007', service: 'Landscaping', area: null },
    customer: { name, address: 'Whitefield, Bengaluru' },
    partner: { name: 'Hasiru Landscapes' },
    quotationNo: 2,
    pickedOn: '2026-11-20',
    lines: [line],
    totalAmountPaise: 45_000,
    totalSupplierCostingPaise: 250_000,
    finalCostingPaise: 295_000,
  };

  const latin1 = (buf: Buffer) => buf.toString('latin1');
  /** The PDF names of the embedded subsets of Mukta, e.g. 'BZJXXJ+Mukta-Regular'. */
  const muktaFonts = (buf: Buffer) =>
    [...latin1(buf).matchAll(/\/FontName \/([A-Z]{6}\+Mukta-\w+)/g)].map((m) => m[1]);

  /** The text items on the line whose first item is `label`, left to right. */
  async function lineItems(buf: Buffer, label: string) {
    const pdf = await getDocumentProxy(new Uint8Array(buf));
    const content = await (await pdf.getPage(1)).getTextContent();
    const items = content.items.flatMap((item) =>
      'str' in item && item.str.trim() !== ''
        ? [
            {
              str: item.str,
              x: item.transform[4] as number,
              y: item.transform[5] as number,
              width: item.width,
            },
          ]
        : [],
    );
    const first = items.find((item) => item.str === label);
    if (!first) {
      throw new Error(`no '${label}' on the page`);
    }
    return items.filter((item) => Math.abs(item.y - first.y) < 0.01).sort((a, b) => a.x - b.x);
  }

  it("prints a payer's name in Devanagari with an embedded subset of Mukta", async () => {
    const buf = await renderReceipt({ ...receipt, payer: { ...receipt.payer, name } });
    const { text, info } = await read(buf);
    expect(text).toContain(`Name ${name}`);
    expect(text).not.toContain('?');
    // The name is bold, so Mukta's bold, and nothing else.
    expect(muktaFonts(buf)).toEqual([expect.stringMatching(/\+Mukta-Bold$/)]);
    // On the label's baseline.
    const [label, value] = await lineItems(buf, 'Name');
    expect(value!.str).toBe(name);
    expect(value!.y).toBe(label!.y);
    expect(info.Title).toBe('Payment Receipt GS/2026-27/0001');
    expect(info.Author).toBe(company.name);
  });

  it('prints Hindi supplier details and services in the quotation table', async () => {
    const buf = await renderQuotation(quotation);
    const { text } = await read(buf);
    expect(text).toContain(`Customer ${name}`);
    expect(text).toContain(`1 ${service} 3 Rs. 450.00`);
    expect(text).toContain(`Materials: ${nurseryAsRead} Rs. 2,500.00`);
    expect([...nurseryAsRead].sort()).toEqual([...nursery].sort());
    expect(text).not.toContain('?');
    expect(
      muktaFonts(buf)
        .map((font) => font!.split('+')[1])
        .sort(),
    ).toEqual(['Mukta-Bold', 'Mukta-Regular']);
  });

  it('wraps Hindi within its table cell and cuts it with an ellipsis like any text', async () => {
    const long = `${service} और मिट्टी की तैयारी खाद और एक महीने तक पानी देना `.repeat(4);
    const endless = 'बहुत लंबा पता '.repeat(600);
    const buf = await renderQuotation({
      ...quotation,
      customer: { name, address: endless },
      lines: [
        { ...line, serviceDesc: long },
        { ...line, serviceDesc: 'Lawn preparation' },
      ],
    });
    await expectInsideMargins(buf);
    const { pdf, pages, text } = await read(buf);
    // The address is cut at the end of its own page, with the ellipsis; the table follows.
    expect(count(text, '…')).toBe(1);
    expect(pdf.numPages).toBe(3);
    const table = pages[2]!.replace(/\s+/g, ' ');
    expect(table).toContain('एक महीने तक पानी देना');
    expect(table).toContain(`Materials: ${nurseryAsRead} Rs. 2,500.00`);
    expect(table).toContain('2 Lawn preparation 3 Rs. 450.00');
    // The service's lines stay in the Service column (weights 0.6 and 5.4 of 8.8, 5 points of
    // padding), between the line's number and its quantity.
    const width = 595.28 - 2 * 48;
    const from = 48 + (width * 0.6) / 8.8 + 5;
    const to = 48 + (width * 6) / 8.8 - 5;
    const content = await (await pdf.getPage(3)).getTextContent();
    const hindi = content.items.flatMap((item) =>
      'str' in item && /[\u0900-\u097f]/.test(item.str) ? [item] : [],
    );
    const baselines = new Set(hindi.map((item) => item.transform[5] as number));
    expect(baselines.size).toBeGreaterThanOrEqual(5);
    for (const item of hindi) {
      expect(item.transform[4], item.str).toBeGreaterThanOrEqual(from - 0.01);
      expect(item.transform[4] + item.width, item.str).toBeLessThanOrEqual(to + 0.01);
    }
  });

  it('aligns a line of mixed scripts right without its runs overlapping', async () => {
    const buf = await renderReceipt({
      ...receipt,
      company: { ...company, name: `${nursery} Gardens` },
    });
    const items = await lineItems(buf, 'For');
    expect(items.map((item) => item.str).join(' ')).toBe(`For ${nurseryAsRead} Gardens`);
    items.slice(1).forEach((item, i) => {
      expect(item.x).toBeGreaterThanOrEqual(items[i]!.x + items[i]!.width - 0.01);
    });
    expect(items.at(-1)!.x + items.at(-1)!.width).toBeCloseTo(595.28 - 48, 1);
    // The metadata is not drawn with a font: the name is there as written.
    expect((await read(buf)).info.Author).toBe(`${nursery} Gardens`);
  });

  it('embeds no font in a document without Devanagari, and only a small subset with it', async () => {
    const latin = await renderReceipt(receipt);
    const hindi = await renderReceipt({ ...receipt, payer: { ...receipt.payer, name } });
    expect(latin1(latin)).not.toContain('Mukta');
    expect(latin1(latin)).not.toContain('/FontFile');
    expect(latin1(hindi)).toContain('/FontFile2');
    // Mukta's Devanagari file is 84 kB; the dozen glyphs of the name add a couple.
    expect(hindi.length - latin.length).toBeLessThan(4_000);
  });
});
