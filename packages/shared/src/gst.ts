// GST building blocks for receipts and invoices: the states with their GST codes, GSTIN checks,
// the tax-inclusive split of a total, and dates and amounts as Indian documents print them.
// Money is integer paise throughout, so every split adds up exactly.

export type IndianState = { code: string; name: string };

// Two codes of the GST list are left out: 25 (Daman and Diu, merged into 26 in 2020) and 28
// (Andhra Pradesh before 2014; registrations there use 37), so a name maps to one live code.
export const indianStates: readonly IndianState[] = Object.freeze([
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
]);

const byCode = new Map(indianStates.map((s) => [s.code, s]));
const byName = new Map(indianStates.map((s) => [s.name.toLowerCase(), s]));

/** '29', ' karnataka ' and 'KARNATAKA' all find Karnataka. */
export function stateByCodeOrName(value: string): IndianState | undefined {
  const key = value.trim();
  return byCode.get(key) ?? byName.get(key.toLowerCase());
}

const gstinPattern = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const gstinCharset = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN from its first 14 (mod 36, factors 1 and 2 alternating). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = gstinCharset.indexOf(first14[i] ?? '');
    if (value < 0) {
      throw new RangeError(`Not a GSTIN character: ${first14[i]}`);
    }
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinCharset[(36 - (sum % 36)) % 36]!;
}

/** Upper case only: the caller normalises what people type, so stored values are canonical. */
export function isValidGstin(value: string): boolean {
  return (
    gstinPattern.test(value) &&
    byCode.has(value.slice(0, 2)) &&
    gstinCheckCharacter(value.slice(0, 14)) === value[14]
  );
}

export function gstinState(gstin: string): IndianState | undefined {
  return byCode.get(gstin.slice(0, 2));
}

export type GstSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  ratePercent: number;
};

export const defaultGstRatePercent = 18;

/**
 * Splits a tax-inclusive total: the customer pays exactly the total, the tax is what is left after
 * the taxable value. Within the company's state the tax is halved into CGST and SGST; an odd paisa
 * goes to SGST (CGST is rounded down) so the same total always prints the same lines.
 */
export function gstSplit(totalPaise: number, ratePercent: number, intraState: boolean): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) {
    throw new RangeError(`Not an amount in paise: ${totalPaise}`);
  }
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new RangeError(`Not a GST rate: ${ratePercent}`);
  }
  const taxablePaise = Math.round((totalPaise * 100) / (100 + ratePercent));
  const tax = totalPaise - taxablePaise;
  if (!intraState) {
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax, ratePercent };
  }
  const cgstPaise = Math.floor(tax / 2);
  return { taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0, ratePercent };
}

/** 18 → '18', 2.5 → '2.5', 0.125 → '0.13': at most two decimals, without trailing zeros. */
export function formatRatePercent(ratePercent: number): string {
  return String(Number(ratePercent.toFixed(2)));
}

// India has one zone, UTC+5:30, and no daylight saving, so a fixed offset is exact.
const indiaOffsetMs = 330 * 60_000;
const inIndia = (at: Date) => new Date(at.getTime() + indiaOffsetMs);

/** The Indian financial year (April to March) of an instant, in India time: '2026-27'. */
export function financialYearOf(at: Date): string {
  const india = inIndia(at);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The India-time calendar day of an instant, 'YYYY-MM-DD'. */
export function indiaDay(at: Date): string {
  return inIndia(at).toISOString().slice(0, 10);
}

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '2026-11-25' → '25 Nov 2026': no month number to misread as day-first or month-first. */
export function formatIndiaDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const parsed = match ? new Date(`${day}T00:00:00Z`) : undefined;
  // A date like 2026-02-31 parses to another day (or not at all), so the round trip refuses it.
  if (
    !match ||
    !parsed ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== day
  ) {
    throw new RangeError(`Not a day: ${day}`);
  }
  return `${Number(match[3])} ${monthNames[parsed.getUTCMonth()]} ${match[1]}`;
}

/**
 * 15000000 → 'Rs. 1,50,000.00'. Always two decimals, as documents align them; 'Rs.' keeps amounts
 * in the documents' Helvetica (a '₹' would switch fonts mid-figure: pdf/write-text.ts).
 * Built from integers so large amounts never round.
 */
export function formatDocumentAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) {
    throw new RangeError(`Not an amount in paise: ${paise}`);
  }
  const digits = String(Math.floor(paise / 100));
  const last3 = digits.slice(-3);
  const head = digits.slice(0, -3);
  const pairs = head.length > 0 ? (head.match(/(\d{1,2})(?=(\d{2})*$)/g) ?? []) : [];
  const whole = [...pairs, last3].join(',');
  return `Rs. ${whole}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * 'GS/2026-27/0001': a financial year's running number. At most 16 characters with a five-digit
 * number, the limit for a GST invoice number.
 */
export function documentNumber(financialYear: string, sequence: number): string {
  if (!/^\d{4}-\d{2}$/.test(financialYear)) {
    throw new RangeError(`Not a financial year: ${financialYear}`);
  }
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 99_999) {
    throw new RangeError(`Not a document sequence: ${sequence}`);
  }
  return `GS/${financialYear}/${String(sequence).padStart(4, '0')}`;
}
