// Amounts in words as Indian receipts and invoices write them: the Indian system (Thousand, Lakh,
// Crore), Title Case, no 'and' inside the rupees, so a figure cannot be altered without the words
// disagreeing. 'and' only joins the paise: 'Rupees Six Hundred Fifty and Fifty Paise Only'.

const units = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
] as const;
const tens = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
] as const;

/** The largest amount accepted: ten lakh crore rupees, far above any project yet exact in a double. */
export const maxPaiseInWords = 10 ** 15;

function belowHundred(n: number): string[] {
  if (n < 20) {
    return n === 0 ? [] : [units[n]!];
  }
  const rest = n % 10;
  return rest === 0 ? [tens[Math.floor(n / 10)]!] : [tens[Math.floor(n / 10)]!, units[rest]!];
}

function belowThousand(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  return [...(hundreds > 0 ? [units[hundreds]!, 'Hundred'] : []), ...belowHundred(n % 100)];
}

/** Words of a positive whole number; beyond 99 crore the count of crores is itself in words. */
function indianWords(n: number): string[] {
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor(n / 100_000) % 100;
  const thousands = Math.floor(n / 1000) % 100;
  return [
    ...(crores > 0 ? [...indianWords(crores), 'Crore'] : []),
    ...(lakhs > 0 ? [...belowHundred(lakhs), 'Lakh'] : []),
    ...(thousands > 0 ? [...belowHundred(thousands), 'Thousand'] : []),
    ...belowThousand(n % 1000),
  ];
}

function numberInWords(n: number): string {
  return n === 0 ? 'Zero' : indianWords(n).join(' ');
}

/** 15000000 paise → 'Rupees One Lakh Fifty Thousand Only'. */
export function rupeesInWords(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0 || paise > maxPaiseInWords) {
    throw new RangeError(`Cannot write ${paise} paise in words`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest === 0 ? '' : ` and ${numberInWords(rest)} Paise`;
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}
