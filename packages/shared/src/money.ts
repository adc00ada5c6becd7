// Money is stored as integer paise and shown in Indian grouping (docs/product.md#money): whole
// rupees without decimals (₹1,50,000), anything else with both paise digits (₹650.50), never
// one.
const rupeeFormat = (digits: 0 | 2) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
const wholeRupees = rupeeFormat(0);
const withPaise = rupeeFormat(2);

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function formatPaise(paise: number): string {
  const exact = Math.round(paise);
  return (exact % 100 === 0 ? wholeRupees : withPaise).format(exact / 100);
}

/** The API answers rupees; shown with Indian grouping. */
export function formatRupees(rupees: number): string {
  return formatPaise(rupeesToPaise(rupees));
}
