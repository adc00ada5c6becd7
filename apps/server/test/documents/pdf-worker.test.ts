import { afterAll, describe, expect, it } from 'vitest';
import { DrawingThread, drawOn } from '../../src/modules/documents/pdf/draw-off-thread';
import { drawHere, type Drawing } from '../../src/modules/documents/pdf/drawings';
import { hindiQuotation, read } from './pdf-read';

// The drawing thread the production build draws documents on (draw-off-thread.ts), run here from
// the sources through tsx: the same PDF as drawn on the event loop, which stays free meanwhile.

// tsx's loader, registered in the thread before it imports the worker's TypeScript.
const fromSources = () =>
  new DrawingThread(
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
      .then(({ register }) => (register(), import(${JSON.stringify(
        new URL('../../src/modules/documents/pdf/pdf-worker.ts', import.meta.url).href,
      )})))`,
    { eval: true },
  );

// In Devanagari, the costliest drawing there is (document-files.ts).
const quotation = hindiQuotation(40);

/**
 * How long this thread's event loop was busy while `work` ran (Node's event loop utilization):
 * time it could answer no one else. Unlike a timer's lateness, it does not grow when a loaded
 * machine leaves the process waiting for a core while the loop is idle.
 */
async function loopBusyMs(work: () => Promise<unknown>): Promise<number> {
  const before = performance.eventLoopUtilization();
  await work();
  return performance.eventLoopUtilization(before).active;
}

describe('the drawing thread', () => {
  const thread = fromSources();
  afterAll(() => thread.close());

  it('draws the same document as the event loop, which it leaves free', async () => {
    // Started and warmed once: the thread's start-up (tsx compiling the sources) is not a drawing.
    await thread.draw(quotation);
    const here: Buffer[] = [];
    const there: Buffer[] = [];
    const busyHere = await loopBusyMs(async () => here.push(await drawHere(quotation)));
    const busyThere = await loopBusyMs(async () => there.push(await thread.draw(quotation)));
    expect((await read(there[0]!)).text).toBe((await read(here[0]!)).text);
    expect((await read(there[0]!)).text).toContain('सुनीता देवी');
    // Drawn here, the loop is busy for the whole drawing; drawn there, it is free to answer.
    expect(busyThere).toBeLessThan(busyHere / 3);
  });

  it("answers a drawing's own failure as that drawing's error and goes on drawing", async () => {
    const bad: Drawing = {
      kind: 'invoice',
      data: { invoiceNo: 'not a number!' } as Extract<Drawing, { kind: 'invoice' }>['data'],
    };
    const failure = await thread.draw(bad).then(
      () => undefined,
      (error: unknown) => error,
    );
    // The drawing's own error, not the thread's end.
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).not.toMatch(/drawing thread/);
    const pdf = await thread.draw(quotation);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('refuses a drawing it cannot send and goes on drawing', async () => {
    const unsendable = {
      kind: 'receipt',
      data: { render: () => undefined },
    } as unknown as Drawing;
    await expect(thread.draw(unsendable)).rejects.toThrow(/could not be cloned/);
    const pdf = await thread.draw(quotation);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('draws on the event loop when the thread cannot start, losing no document', async () => {
    const missing = new DrawingThread(new URL('./no-such-worker.js', import.meta.url));
    const pdf = await drawOn(missing, quotation);
    expect((await read(pdf)).text).toContain('GS-2611-0042');
  });
});
