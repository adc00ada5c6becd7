import { Worker, type WorkerOptions } from 'node:worker_threads';
import { drawHere, type Drawing } from './drawings';
import type { DrawAnswer, DrawRequest } from './pdf-worker';

// Drawing a document costs some 30 ms of CPU, ten times that with Devanagari
// (document-files.ts). On the event loop that answers everyone, each pick, payment and completion
// held every other request up that long: the tallest part of the tail at a steady rate
// (docs/performance.md, "Where the tail comes from"). The production build draws on a thread of
// its own (dist/pdf-worker.js, build.mjs); run from the sources (the server tests, `tsx`) there is
// no built worker, so it draws here, and pdf-worker.test.ts runs the thread from the sources.

/** The thread ended (it could not start, or it crashed): the drawing is not the cause. */
class ThreadGone extends Error {}

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };

/** One worker thread drawing one document at a time, started on the first drawing. */
export class DrawingThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly file: URL | string,
    private readonly options: WorkerOptions = {},
  ) {}

  draw(drawing: Drawing): Promise<Buffer> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // Held while it draws, so that an answer on its way keeps the process up; idle, it does not.
      worker.ref();
      worker.postMessage({ id, drawing } satisfies DrawRequest);
    });
  }

  close(): Promise<number> | undefined {
    return this.worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) {
      return this.worker;
    }
    const worker = new Worker(this.file, this.options);
    worker.unref();
    worker.on('message', (answer: DrawAnswer) => {
      const waiting = this.pending.get(answer.id);
      this.pending.delete(answer.id);
      if (this.pending.size === 0) {
        worker.unref();
      }
      if ('pdf' in answer) {
        const { buffer, byteOffset, byteLength } = answer.pdf;
        waiting?.resolve(Buffer.from(buffer, byteOffset, byteLength));
      } else {
        waiting?.reject(new Error(answer.error));
      }
    });
    const gone = (cause: unknown) => {
      if (this.worker === worker) {
        this.worker = undefined;
      }
      for (const waiting of this.pending.values()) {
        waiting.reject(new ThreadGone(`the drawing thread ended: ${String(cause)}`));
      }
      this.pending.clear();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(`exit code ${code}`));
    this.worker = worker;
    return worker;
  }
}

const fromSources = import.meta.url.endsWith('.ts');
let thread: DrawingThread | undefined;

/** Draws on the thread; if the thread cannot draw at all, here, so that no document is lost to it. */
export async function drawOn(on: DrawingThread, drawing: Drawing): Promise<Buffer> {
  try {
    return await on.draw(drawing);
  } catch (error) {
    if (error instanceof ThreadGone) {
      return drawHere(drawing);
    }
    throw error;
  }
}

/** Draws the document off the event loop when the server runs from its build. */
export function drawDocument(drawing: Drawing): Promise<Buffer> {
  if (fromSources) {
    return drawHere(drawing);
  }
  thread ??= new DrawingThread(new URL('./pdf-worker.js', import.meta.url));
  return drawOn(thread, drawing);
}
