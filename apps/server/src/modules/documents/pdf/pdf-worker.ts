import { parentPort } from 'node:worker_threads';
import { drawHere, type Drawing } from './drawings';

// The drawing thread's entry (draw-off-thread.ts): one document at a time, in the order asked.
// Bundled as dist/pdf-worker.js (build.mjs).

export type DrawRequest = { id: number; drawing: Drawing };
export type DrawAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

parentPort?.on('message', async ({ id, drawing }: DrawRequest) => {
  try {
    const pdf = await drawHere(drawing);
    parentPort!.postMessage({ id, pdf } satisfies DrawAnswer);
  } catch (error) {
    parentPort!.postMessage({ id, error: String(error) } satisfies DrawAnswer);
  }
});
