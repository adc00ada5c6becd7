import { useEffect, useState } from 'react';

/**
 * The QR code of a `upi://pay` link, which any UPI app scans to pay with the payee, the amount and
 * the note filled in. The encoder is loaded when a code is first shown, so no other page carries
 * it. Its SVG is the encoder's own markup of the modules (no character of the link is in it), so
 * it goes into the page as it is.
 */
export function UpiQr({ uri, label }: { uri: string; label: string }) {
  const [svg, setSvg] = useState<{ uri: string; markup: string }>();
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ default: QRCode }) =>
        QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      )
      .then((markup) => {
        if (current) {
          setSvg({ uri, markup });
        }
      });
    return () => {
      current = false;
    };
  }, [uri]);
  // A code drawn for an earlier link is never shown for a new one.
  const markup = svg?.uri === uri ? svg.markup : undefined;
  return (
    <div
      role="img"
      aria-label={label}
      aria-busy={markup ? undefined : true}
      data-testid="upi-qr"
      className="h-56 w-56 shrink-0 rounded-lg bg-white p-1 ring-1 ring-stone-200 [&>svg]:h-full [&>svg]:w-full"
      {...(markup ? { dangerouslySetInnerHTML: { __html: markup } } : {})}
    />
  );
}
