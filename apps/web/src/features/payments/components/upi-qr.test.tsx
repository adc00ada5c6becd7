// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import jsQR from 'jsqr';
import { afterEach, describe, expect, it } from 'vitest';
import { upiUri } from '@greenscape/shared/upi';
import { UpiQr } from './upi-qr';

afterEach(cleanup);

/**
 * The modules the SVG draws: qrcode writes each row's dark runs as `M x y` (a row's first run),
 * `m dx 0` (the gap to the next run) and `h n` (a run of n), on a line through the modules'
 * middle (y + 0.5).
 */
function modulesOf(svg: SVGSVGElement): { size: number; dark: (x: number, y: number) => boolean } {
  const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const d = svg.querySelector('path[stroke]')!.getAttribute('d')!;
  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, command, args] of d.matchAll(/([Mmh])([^Mmh]*)/g)) {
    const [a = 0, b = 0] = args!
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (command === 'M') {
      x = a;
      y = Math.floor(b);
    } else if (command === 'm') {
      x += a;
    } else {
      for (let i = 0; i < a; i += 1) {
        cells.add(`${x + i},${y}`);
      }
      x += a;
    }
  }
  return { size, dark: (cx, cy) => cells.has(`${cx},${cy}`) };
}

/** The code as a camera sees it: black and white pixels, four a module, with a wide quiet zone. */
function decode(svg: SVGSVGElement): string | undefined {
  const { size, dark } = modulesOf(svg);
  const scale = 4;
  const border = 4;
  const side = (size + 2 * border) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py += 1) {
    for (let px = 0; px < side; px += 1) {
      const mx = Math.floor(px / scale) - border;
      const my = Math.floor(py / scale) - border;
      if (dark(mx, my)) {
        const at = (py * side + px) * 4;
        pixels[at] = pixels[at + 1] = pixels[at + 2] = 0;
      }
    }
  }
  return jsQR(pixels, side, side)?.data;
}

async function shownCode(label: string): Promise<SVGSVGElement> {
  const image = screen.getByRole('img', { name: label });
  await waitFor(() => expect(image.querySelector('svg')).not.toBeNull());
  return image.querySelector('svg')!;
}

const link = (amountPaise: number) =>
  upiUri({
    vpa: 'greenscape@okhdfc',
    payeeName: 'Greenscape Gardens',
    amountPaise,
    note: 'GS-2611-0042 milestone 2',
  });

describe('the UPI QR code', () => {
  it('decodes to the link it was given, and reads as an image with its label', async () => {
    const uri = link(3_000_000);
    render(<UpiQr uri={uri} label="UPI QR code for ₹30,000" />);
    expect(decode(await shownCode('UPI QR code for ₹30,000'))).toBe(uri);
  });

  it('is drawn again for a new link, never left showing the old one', async () => {
    const first = link(3_000_000);
    const second = link(1_500_050);
    const { rerender } = render(<UpiQr uri={first} label="UPI QR code" />);
    expect(decode(await shownCode('UPI QR code'))).toBe(first);
    rerender(<UpiQr uri={second} label="UPI QR code" />);
    await waitFor(async () => expect(decode(await shownCode('UPI QR code'))).toBe(second));
  });
});
