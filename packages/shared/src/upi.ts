// Paying without a gateway (docs/product.md#payments): the link every UPI app opens.

/**
 * The `upi://pay` link of the UPI linking specification: payee address and name, the amount in
 * rupees with two decimals, INR, and a note saying what it is for. Any UPI app opens it, and its
 * QR code is the same text.
 */
export function upiUri(input: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  note: string;
}): string {
  const params = new URLSearchParams({
    pa: input.vpa,
    pn: input.payeeName,
    am: (input.amountPaise / 100).toFixed(2),
    cu: 'INR',
    tn: input.note.slice(0, 80),
  });
  // URLSearchParams writes spaces as '+', which UPI apps show as is; %20 is read by all of them.
  return `upi://pay?${params.toString().replace(/\+/g, '%20')}`;
}
