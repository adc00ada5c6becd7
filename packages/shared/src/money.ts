// Money is stored as integer paise and shown in Indian grouping (docs/product.md#money).
const rupeeFormat = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

export function formatPaise(paise: number): string {
  return rupeeFormat.format(paise / 100);
}

/** The API answers rupees; shown with Indian grouping. */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees);
}
