import { rupeesInWords } from '@greenscape/shared/amount-in-words';
import {
  formatDocumentAmount,
  formatIndiaDate,
  formatRatePercent,
  gstinState,
  type GstSplit,
  type IndianState,
} from '@greenscape/shared/gst';
import type { Company } from './company';
import { totalsRows } from './document-amounts';
import { drawHeader } from './document-header';
import {
  keyValueRows,
  paragraph,
  sectionTitle,
  signatureBlock,
  type KeyValue,
} from './document-sections';
import { drawTable } from './document-table';
import { gap } from './page-layout';
import { renderPdf } from './pdf-document';

export type InvoiceData = {
  company: Company;
  invoiceNo: string;
  /** YYYY-MM-DD */
  issuedOn: string;
  customer: {
    name: string;
    address?: string | null;
    gstin: string | null;
    state: IndianState | null;
  };
  project: { ref: string; service: string };
  /**
   * Printed on a tax invoice only. null on a bill of supply when neither side has a state: without
   * GST settings the company has none (apps/server/src/config-type.ts).
   */
  placeOfSupply: IndianState | null;
  sac: string | null;
  /** What the customer pays, tax included. */
  totalPaise: number;
  /** null: the company is not registered for GST, so the document is a bill of supply. */
  gst: GstSplit | null;
};

export const billOfSupplyNote =
  'Bill of supply: the supplier is not registered for GST, no tax is charged.';

// Invoice numbers may hold letters, digits, '-' and '/', at most 16 of them.
const invoiceNoPattern = /^[A-Za-z0-9/-]{1,16}$/;

/**
 * Refuses data that would print a wrong tax document: the split must add up to the total and
 * match the place of supply (CGST and SGST within the company's state, IGST across states).
 */
function checkInvoice(data: InvoiceData): { intraState: boolean } {
  if (!invoiceNoPattern.test(data.invoiceNo)) {
    throw new RangeError(`Not an invoice number: ${data.invoiceNo}`);
  }
  const { gst } = data;
  if (!gst) {
    return { intraState: false };
  }
  if (!data.company.gstin) {
    throw new Error("A tax invoice needs the company's GSTIN");
  }
  const { placeOfSupply } = data;
  if (!placeOfSupply) {
    throw new Error('A tax invoice needs its place of supply');
  }
  const parts = gst.taxablePaise + gst.cgstPaise + gst.sgstPaise + gst.igstPaise;
  if (parts !== data.totalPaise) {
    throw new RangeError(`The GST split adds up to ${parts} paise, not ${data.totalPaise}`);
  }
  const companyState = data.company.state ?? gstinState(data.company.gstin);
  const intraState = companyState?.code === placeOfSupply.code;
  if (intraState ? gst.igstPaise !== 0 : gst.cgstPaise + gst.sgstPaise !== 0) {
    throw new RangeError(`The GST split does not match the place of supply ${placeOfSupply.code}`);
  }
  return { intraState };
}

function taxRows(gst: GstSplit, intraState: boolean): KeyValue[] {
  if (!intraState) {
    return [
      {
        label: `IGST @ ${formatRatePercent(gst.ratePercent)}%`,
        value: formatDocumentAmount(gst.igstPaise),
      },
    ];
  }
  const half = formatRatePercent(gst.ratePercent / 2);
  return [
    { label: `CGST @ ${half}%`, value: formatDocumentAmount(gst.cgstPaise) },
    { label: `SGST @ ${half}%`, value: formatDocumentAmount(gst.sgstPaise) },
  ];
}

export async function renderInvoice(data: InvoiceData): Promise<Buffer> {
  const { intraState } = checkInvoice(data);
  const { gst } = data;
  const title = gst ? 'Tax Invoice' : 'Bill of Supply';
  const words = `Amount in words: ${rupeesInWords(data.totalPaise)}`;
  const description = `${data.project.service} (project ${data.project.ref})`;
  return renderPdf(
    {
      title: `${title} ${data.invoiceNo}`,
      company: data.company,
      day: data.issuedOn,
      footerLabel: `${title} ${data.invoiceNo}`,
    },
    (doc) => {
      drawHeader(doc, data.company, title, [
        [gst ? 'Invoice no.' : 'Bill no.', data.invoiceNo],
        ['Date', formatIndiaDate(data.issuedOn)],
      ]);

      sectionTitle(doc, 'Billed to');
      const { customer } = data;
      keyValueRows(doc, [
        { label: 'Name', value: customer.name, strong: true },
        ...(customer.address ? [{ label: 'Address', value: customer.address }] : []),
        ...(customer.gstin ? [{ label: 'GSTIN', value: customer.gstin }] : []),
        ...(customer.state
          ? [{ label: 'State', value: `${customer.state.name} (${customer.state.code})` }]
          : []),
      ]);
      gap(doc, 8);
      if (gst && data.placeOfSupply) {
        paragraph(doc, `Place of supply: ${data.placeOfSupply.name} (${data.placeOfSupply.code})`);
        paragraph(doc, 'Tax payable on reverse charge: No');
      }
      gap(doc, 14);

      if (gst) {
        drawTable(
          doc,
          [
            { header: 'No.', weight: 0.6 },
            { header: 'Description', weight: 4.6 },
            { header: 'SAC', weight: 1.1 },
            { header: 'Taxable value', weight: 2, align: 'right' },
          ],
          [
            {
              cells: ['1', description, data.sac ?? '', formatDocumentAmount(gst.taxablePaise)],
            },
          ],
        );
        gap(doc, 10);
        totalsRows(
          doc,
          [
            { label: 'Taxable value', value: formatDocumentAmount(gst.taxablePaise) },
            ...taxRows(gst, intraState),
            {
              label: 'Total (tax inclusive)',
              value: formatDocumentAmount(data.totalPaise),
              strong: true,
            },
          ],
          words,
        );
      } else {
        drawTable(
          doc,
          [
            { header: 'No.', weight: 0.6 },
            { header: 'Description', weight: 5.7 },
            { header: 'Amount', weight: 2, align: 'right' },
          ],
          [{ cells: ['1', description, formatDocumentAmount(data.totalPaise)] }],
        );
        gap(doc, 10);
        totalsRows(
          doc,
          [{ label: 'Total', value: formatDocumentAmount(data.totalPaise), strong: true }],
          words,
        );
      }
      if (!gst) {
        gap(doc, 10);
        paragraph(doc, billOfSupplyNote, { muted: true, size: 9 });
      }
      gap(doc, 24);
      signatureBlock(doc, data.company);
    },
  );
}
