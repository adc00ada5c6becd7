import { rupeesInWords } from '@greenscape/shared/amount-in-words';
import { areaLabel } from '@greenscape/shared/areas';
import { formatPhone } from '@greenscape/shared/phone';
import { formatDocumentAmount, formatIndiaDate, indiaDay } from '@greenscape/shared/gst';
import type { Company } from './company';
import { totalsRows } from './document-amounts';
import { drawHeader } from './document-header';
import { keyValueRows, sectionTitle } from './document-sections';
import { drawTable, type TableRow } from './document-table';
import { gap } from './page-layout';
import { renderPdf } from './pdf-document';

export type QuotationLine = {
  serviceDesc: string;
  quantity: number;
  /** The template's range for the per-unit price, in paise; not printed (the customer sees the quote). */
  rateFrom: number;
  rateTo: number;
  amountPaise: number;
  supplierDetails: string | null;
  supplierCostingPaise: number | null;
};

export type QuotationData = {
  company: Company;
  project: { ref: string; service: string; area: string | null };
  customer: { name: string; address?: string | null };
  partner: { name: string };
  quotationNo: number;
  /** YYYY-MM-DD */
  pickedOn: string | null;
  lines: QuotationLine[];
  totalAmountPaise: number;
  totalSupplierCostingPaise: number | null;
  finalCostingPaise: number;
};

/**
 * What a reader of the paper needs, not what the database keeps: an area's key ('tg-lt-2000') is
 * shown as its label, and a phone number in the team's free text (a supplier's contact, copied
 * from the price search as +91XXXXXXXXXX) as people write it. At drawing time, so documents
 * issued earlier read the same way.
 */
const readableArea = (area: string) => areaLabel(area) ?? area;
const readablePhones = (text: string) =>
  text.replace(/(?<!\d)(?:\+91[ -]?)?[6-9]\d{9}(?!\d)/g, (phone) => formatPhone(phone));

function lineRows(line: QuotationLine, index: number): TableRow[] {
  const rows: TableRow[] = [
    {
      cells: [
        String(index + 1),
        line.serviceDesc,
        String(line.quantity),
        formatDocumentAmount(line.amountPaise),
      ],
    },
  ];
  if (line.supplierDetails || line.supplierCostingPaise !== null) {
    rows.push({
      cells: [
        '',
        line.supplierDetails ? `Materials: ${readablePhones(line.supplierDetails)}` : 'Materials',
        '',
        line.supplierCostingPaise === null ? '' : formatDocumentAmount(line.supplierCostingPaise),
      ],
      muted: true,
      keepWithPrevious: true,
    });
  }
  return rows;
}

export async function renderQuotation(data: QuotationData): Promise<Buffer> {
  const title = 'Quotation';
  // A quotation not yet picked is dated the day it is printed.
  const day = data.pickedOn ?? indiaDay(new Date());
  return renderPdf(
    {
      title: `${title} ${data.quotationNo} for ${data.project.ref}`,
      company: data.company,
      day,
      footerLabel: `${title} ${data.quotationNo} for project ${data.project.ref}`,
    },
    (doc) => {
      drawHeader(doc, data.company, title, [
        ['Quotation no.', String(data.quotationNo)],
        ['Project', data.project.ref],
        [data.pickedOn ? 'Picked on' : 'Date', formatIndiaDate(day)],
      ]);

      sectionTitle(doc, 'Prepared for');
      keyValueRows(doc, [
        { label: 'Customer', value: data.customer.name, strong: true },
        ...(data.customer.address ? [{ label: 'Address', value: data.customer.address }] : []),
        { label: 'Project', value: data.project.ref },
        { label: 'Service', value: data.project.service },
        ...(data.project.area ? [{ label: 'Area', value: readableArea(data.project.area) }] : []),
        { label: 'Service partner', value: data.partner.name },
      ]);
      gap(doc, 14);

      sectionTitle(doc, 'Quoted work');
      drawTable(
        doc,
        [
          { header: 'No.', weight: 0.6 },
          { header: 'Service', weight: 5.4 },
          { header: 'Qty', weight: 0.9, align: 'right' },
          { header: 'Amount', weight: 1.9, align: 'right' },
        ],
        data.lines.flatMap(lineRows),
      );
      gap(doc, 10);

      totalsRows(
        doc,
        [
          { label: 'Service total', value: formatDocumentAmount(data.totalAmountPaise) },
          ...(data.totalSupplierCostingPaise === null
            ? []
            : [
                {
                  label: 'Supplier materials',
                  value: formatDocumentAmount(data.totalSupplierCostingPaise),
                },
              ]),
          {
            label: 'Total payable',
            value: formatDocumentAmount(data.finalCostingPaise),
            strong: true,
          },
        ],
        `Amount in words: ${rupeesInWords(data.finalCostingPaise)}`,
      );
    },
  );
}
