/** The business issuing a document, as its header prints it. */
export type Company = {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** Without a GSTIN the company issues bills of supply, never tax invoices. */
  gstin: string | null;
  state: { code: string; name: string } | null;
};
