import { describe, expect, it } from 'vitest';
import { gstSplit } from '@greenscape/shared/gst';
import { renderInvoice, type InvoiceData } from '../../src/modules/documents/pdf/render-invoice';
import { renderReceipt, type ReceiptData } from '../../src/modules/documents/pdf/render-receipt';
import { company, expectInsideMargins, karnataka, paiseOf, read, tamilNadu } from './pdf-read';

// The receipt and invoice PDFs, read back as text the way a customer's viewer would see them.
// No database: the renderers are pure. Quotations, and Hindi, are pdf-render-quotation.test.ts's.

describe('payment receipt', () => {
  const receipt: ReceiptData = {
    company,
    receiptNo: 'GS/2026-27/0001',
    issuedOn: '2026-11-25',
    payer: {
      name: 'Meera Raman',
      phone: '+91 98450 12345',
      address: 'Flat 12B, Palm Meadows, Whitefield, Bengaluru 560066',
    },
    project: { ref: 'GS-2611-0007', service: 'Garden design and landscaping' },
    amountPaise: 15_000_000,
    method: 'upi',
    reference: 'UPI 412345678901',
    paidOn: '2026-11-24',
    milestone: 'Site preparation',
    balanceAfterPaise: 22_500_050,
  };

  it('shows the number, the payer, the amount in figures and words, and how it was paid', async () => {
    const buf = await renderReceipt(receipt);
    expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pdf, info } = await read(buf);
    expect(pdf.numPages).toBe(1);
    expect(text).toContain('Payment Receipt');
    expect(text).toContain('Receipt no. GS/2026-27/0001');
    expect(text).toContain('Date 25 Nov 2026');
    expect(text).toContain('Name Meera Raman');
    expect(text).toContain('+91 98450 12345');
    expect(text).toContain('Project GS-2611-0007');
    expect(text).toContain('Garden design and landscaping');
    expect(text).toContain('Milestone Site preparation');
    expect(text).toContain('Amount received\nRs. 1,50,000.00');
    expect(text).toContain('Rupees One Lakh Fifty Thousand Only');
    expect(text).toContain('Method UPI');
    expect(text).toContain('Reference UPI 412345678901');
    expect(text).toContain('Paid on 24 Nov 2026');
    expect(text).toContain('Balance after this payment Rs. 2,25,000.50');
    expect(text).toContain(
      'This receipt acknowledges a payment towards the project above. It is not a tax invoice.',
    );
    expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
    expect(text).toContain('Page 1 of 1');
    expect(info.Title).toBe('Payment Receipt GS/2026-27/0001');
    expect(info.Author).toBe(company.name);
  });

  it('names each payment method and leaves out what was not given', async () => {
    const labels = { 'bank-transfer': 'Bank transfer', cash: 'Cash', cheque: 'Cheque' } as const;
    for (const [method, label] of Object.entries(labels)) {
      const { text } = await read(
        await renderReceipt({
          ...receipt,
          method: method as keyof typeof labels,
          reference: null,
          milestone: null,
          balanceAfterPaise: undefined,
          payer: { name: 'Arjun' },
          amountPaise: 65_050,
        }),
      );
      expect(text).toContain(`Method ${label}`);
      expect(text).not.toContain('Reference');
      expect(text).not.toContain('Milestone');
      expect(text).not.toContain('Balance');
      expect(text).not.toContain('Phone +91');
      expect(text).toContain('Rs. 650.50');
      expect(text).toContain('Rupees Six Hundred Fifty and Fifty Paise Only');
    }
  });

  it('gives the same bytes for the same receipt', async () => {
    const [a, b] = await Promise.all([renderReceipt(receipt), renderReceipt(receipt)]);
    expect(a.equals(b)).toBe(true);
    const other = await renderReceipt({ ...receipt, receiptNo: 'GS/2026-27/0002' });
    expect(a.equals(other)).toBe(false);
  });

  it('wraps long names and addresses inside the page', async () => {
    const long = {
      ...receipt,
      company: {
        ...company,
        name: 'Greenscape Gardens and Landscape Architecture Services Private Limited of Bengaluru',
        address:
          'Unit 402, Fourth Floor, Prestige Meridian Tower Two, 29 Mahatma Gandhi Road, near Trinity Metro Station, Bengaluru, Karnataka 560001, India',
      },
      payer: {
        name: 'Meera Raman',
        address:
          'Villa 118, Palm Meadows Phase Two, Varthur Main Road, Ramagondanahalli, Whitefield, Bengaluru Urban District, Karnataka 560066, India, landmark opposite the big banyan tree',
      },
      project: { ref: 'GS-2611-0007', service: 'Terrace garden with '.repeat(12).trim() },
    };
    const buf = await renderReceipt(long);
    await expectInsideMargins(buf);
    const { text } = await read(buf);
    expect(text.replace(/\s+/g, ' ')).toContain('opposite the big banyan tree');
    expect(text.replace(/\s+/g, ' ')).toContain('Private Limited of Bengaluru');
  });

  it('prints the rupee sign and Devanagari, and marks what no font here can print', async () => {
    const { text } = await read(
      await renderReceipt({
        ...receipt,
        payer: { name: 'Meera ₹ मीरा ಮೀರಾ 😀' },
        reference: 'Ref ₹100',
      }),
    );
    // Kannada and emoji are in neither Helvetica nor Mukta: a visible '?' for each character.
    expect(text).toContain('Name Meera ₹ मीरा ???? ?');
    expect(text).toContain('Reference Ref ₹100');
  });

  it('refuses amounts it cannot write', async () => {
    await expect(renderReceipt({ ...receipt, amountPaise: -100 })).rejects.toThrow(RangeError);
    await expect(renderReceipt({ ...receipt, amountPaise: 10.5 })).rejects.toThrow(RangeError);
    await expect(renderReceipt({ ...receipt, issuedOn: '25/11/2026' })).rejects.toThrow(RangeError);
  });
});

describe('invoice', () => {
  const base = {
    company,
    invoiceNo: 'GS/2026-27/0001',
    issuedOn: '2026-11-25',
    customer: {
      name: 'Meera Raman',
      address: 'Whitefield, Bengaluru',
      gstin: '29AAPFU0939F1ZV',
      state: karnataka,
    },
    project: { ref: 'GS-2611-0007', service: 'Landscaping' },
    placeOfSupply: karnataka,
    sac: '998593',
  } satisfies Partial<InvoiceData>;
  const taxInvoice = (totalPaise: number, rate: number, place = karnataka): InvoiceData => ({
    ...base,
    placeOfSupply: place,
    totalPaise,
    gst: gstSplit(totalPaise, rate, place.code === company.state?.code),
  });

  it('splits CGST and SGST within the state, adding up to the total exactly', async () => {
    const buf = await renderInvoice(taxInvoice(10_000_100, 18));
    expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, info } = await read(buf);
    expect(text).toContain('Tax Invoice');
    expect(info.Title).toBe('Tax Invoice GS/2026-27/0001');
    expect(text).toContain('Invoice no. GS/2026-27/0001');
    expect(text).toContain('Date 25 Nov 2026');
    expect(text).toContain('GSTIN: 29AAGCB7383J1Z4');
    expect(text).toContain('GSTIN 29AAPFU0939F1ZV');
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('998593');
    const taxable = paiseOf(text, 'Taxable value');
    const cgst = paiseOf(text, 'CGST @ 9%');
    const sgst = paiseOf(text, 'SGST @ 9%');
    const total = paiseOf(text, 'Total (tax inclusive)');
    expect(total).toBe(10_000_100);
    expect(taxable + cgst + sgst).toBe(total);
    expect(taxable).toBe(8_474_661);
    expect(Math.abs(cgst - sgst)).toBeLessThanOrEqual(1);
    expect(text).not.toContain('IGST');
    expect(text).toContain('Rupees One Lakh One Only');
  });

  it('charges IGST when the place of supply is another state', async () => {
    const { text } = await read(await renderInvoice(taxInvoice(11_800_000, 18, tamilNadu)));
    expect(text).toContain('Place of supply: Tamil Nadu (33)');
    expect(paiseOf(text, 'Taxable value')).toBe(10_000_000);
    expect(paiseOf(text, 'IGST @ 18%')).toBe(1_800_000);
    expect(paiseOf(text, 'Total (tax inclusive)')).toBe(11_800_000);
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
  });

  it('halves other rates for CGST and SGST', async () => {
    const { text } = await read(await renderInvoice(taxInvoice(105_000, 5)));
    expect(paiseOf(text, 'CGST @ 2.5%')).toBe(2_500);
    expect(paiseOf(text, 'SGST @ 2.5%')).toBe(2_500);
    expect(paiseOf(text, 'Taxable value')).toBe(100_000);
  });

  it('is a bill of supply without tax lines when the company has no GSTIN', async () => {
    const buf = await renderInvoice({
      ...base,
      company: { ...company, gstin: null },
      customer: { ...base.customer, gstin: null },
      totalPaise: 11_800_000,
      gst: null,
    });
    const { text } = await read(buf);
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('Bill no. GS/2026-27/0001');
    expect(paiseOf(text, 'Total')).toBe(11_800_000);
    expect(text).toContain('Rupees One Lakh Eighteen Thousand Only');
    expect(text).toContain(
      'Bill of supply: the supplier is not registered for GST, no tax is charged.',
    );
    for (const word of ['CGST', 'SGST', 'IGST', 'Tax Invoice', 'Taxable', 'GSTIN']) {
      expect(text).not.toContain(word);
    }
  });

  it('refuses to print a tax invoice that would be wrong', async () => {
    const good = taxInvoice(11_800_000, 18);
    const split = good.gst!;
    await expect(
      renderInvoice({ ...good, gst: { ...split, cgstPaise: split.cgstPaise + 1 } }),
    ).rejects.toThrow(/adds up/);
    await expect(renderInvoice({ ...good, placeOfSupply: tamilNadu })).rejects.toThrow(
      /place of supply/,
    );
    await expect(renderInvoice({ ...good, placeOfSupply: null })).rejects.toThrow(
      /place of supply/,
    );
    await expect(
      renderInvoice({ ...good, company: { ...company, gstin: null, state: null } }),
    ).rejects.toThrow(/GSTIN/);
    await expect(renderInvoice({ ...good, invoiceNo: 'GS/2026-27/000001' })).rejects.toThrow(
      RangeError,
    );
    await expect(renderInvoice({ ...good, invoiceNo: 'GS 2026' })).rejects.toThrow(RangeError);
  });
});
