import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DrawingThread } from '../../src/modules/documents/pdf/draw-off-thread';
import { read, receipt } from '../documents/pdf-read';

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
        data: { ...receipt, payer: { ...receipt.payer, name: 'सुनीता देवी' } },
      });
      const { text } = await read(pdf);
      expect(text).toContain(receipt.receiptNo);
      expect(text).toContain('सुनीता देवी');
    } finally {
      await thread.close();
    }
  });
});
