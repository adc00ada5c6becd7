import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DrawingThread } from '../../src/modules/documents/pdf/draw-off-thread';
import { company, read } from '../documents/pdf-read';

// The drawing thread as the build runs it (src/modules/documents/pdf/draw-off-thread.ts): the
// bundle's own worker file beside main.js, its packages resolved from there. The server would
// draw on its event loop if this file were missing or broken, so the journeys alone cannot tell.

const built = new URL('../../dist/pdf-worker.js', import.meta.url);

describe('the built drawing thread', () => {
  it('draws a receipt from dist/pdf-worker.js', async () => {
    const thread = new DrawingThread(fileURLToPath(built));
    try {
      const pdf = await thread.draw({
        kind: 'receipt',
        data: {
          company,
          receiptNo: 'GS/2026-27/0042',
          issuedOn: '2026-11-29',
          payer: { name: 'सुनीता देवी', phone: '+91 98450 12345', address: 'Whitefield' },
          project: { ref: 'GS-2611-0042', service: 'Garden design and landscaping' },
          amountPaise: 1_500_000,
          method: 'upi',
          reference: 'UPI 412345678901',
          paidOn: '2026-11-28',
        },
      });
      const { text } = await read(pdf);
      expect(text).toContain('GS/2026-27/0042');
      expect(text).toContain('सुनीता देवी');
    } finally {
      await thread.close();
    }
  });
});
