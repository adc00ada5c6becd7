import { extractText, getDocumentProxy } from 'unpdf';

// A PDF answer read back as text, the way a customer's viewer shows it (as
// test/documents/pdf-render.test.ts reads the renderers' output).

export async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: true })).text;
}

/** The amount printed after a label, 'Taxable value Rs. 1,00,000.00' → 10000000 paise. */
export function paiseAfter(text: string, label: string): number {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\s+Rs\\. ([\\d,]+)\\.(\\d{2})`).exec(text);
  if (!match) {
    throw new Error(`no amount after '${label}' in:\n${text}`);
  }
  return Number(match[1]!.replaceAll(',', '')) * 100 + Number(match[2]);
}
