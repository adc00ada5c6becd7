// Phones are typed as 10 digits (or +91 and 10 digits), stored as +91XXXXXXXXXX and shown as
// +91 XXXX-XXX-XXX (docs/product.md#phones).
const stored = /^\+91\d{10}$/;

/** Returns the stored form, or undefined when the input is not an Indian 10-digit number. */
export function normalisePhone(input: string): string | undefined {
  const compact = input.replace(/[\s-]/g, '');
  const digits = compact.startsWith('+91') ? compact.slice(3) : compact;
  if (!/^\d{10}$/.test(digits)) {
    return undefined;
  }
  return `+91${digits}`;
}

export function isStoredPhone(value: string): boolean {
  return stored.test(value);
}

export function formatPhone(value: string): string {
  const normal = normalisePhone(value);
  if (!normal) {
    return value;
  }
  const d = normal.slice(3);
  return `+91 ${d.slice(0, 4)}-${d.slice(4, 7)}-${d.slice(7)}`;
}
