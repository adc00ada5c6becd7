import { Worker, type WorkerOptions } from 'node:worker_threads';
import { drawHere, type Drawing } from './drawings';
import type { DrawAnswer, DrawRequest } from './pdf-worker';

// Drawing a document cost some 30 ms of CPU, ten times that with Devanagari (2-12 ms since:
// document-files.ts). On the event loop that answers everyone, each pick, payment and completion
// held every other request up that long: the tallest part of the tail at a steady rate
// (docs/performance.md, "Where the tail comes from"). The production build draws on a thread of
// its own (dist/pdf-worker.js, build.mjs); run from the sources (the server tests, `tsx`) there is
// no built worker, so it draws here, and pdf-worker.test.ts runs the thread from the sources.

/** The thread ended (it could not start, or it crashed): the drawing is not the cause. */
class ThreadGone extends Error {}

type Pending = { resolve: (pdf: Buffer) => void; reject: (error: Error) => void };
type Running = { worker: Worker; pending: Map<number, Pending> };

/**
 * One worker thread drawing one document at a time. Each worker has its own waiting list, so a
 * worker that ends fails only the drawings it was given, never those of the one after it.
 */
export class DrawingThread {
  private running: Running | undefined;
  private nextId = 1;

  constructor(
    private readonly file: URL | string,
    private readonly options: WorkerOptions = {},
  ) {}

  /** Starts the worker now rather than at the first drawing (main.ts: from the build as started). */
  start(): void {
    try {
      this.started();
    } catch {
      // The first drawing tries again, and draws on the event loop if it cannot.
    }
  }

  async draw(drawing: Drawing): Promise<Buffer> {
    let running: Running;
    try {
      running = this.started();
    } catch (error) {
      throw new ThreadGone(`the drawing thread could not start: ${String(error)}`);
    }
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // A drawing that cannot be sent (not cloneable) fails here, before anything waits for it.
      running.worker.postMessage({ id, drawing } satisfies DrawRequest);
      running.pending.set(id, { resolve, reject });
      // Held while it draws, so that an answer on its way keeps the process up; idle, it does not.
      running.worker.ref();
    });
  }

  close(): Promise<number> | undefined {
    return this.running?.worker.terminate();
  }

  private started(): Running {
    if (this.running) {
      return this.running;
    }
    const worker = new Worker(this.file, this.options);
    const running: Running = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (answer: DrawAnswer) => {
      const waiting = running.pending.get(answer.id);
      running.pending.delete(answer.id);
      if (running.pending.size === 0) {
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
      if (this.running === running) {
        this.running = undefined;
      }
      for (const waiting of running.pending.values()) {
        waiting.reject(new ThreadGone(`the drawing thread ended: ${String(cause)}`));
      }
      running.pending.clear();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(`exit code ${code}`));
    this.running = running;
    return running;
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
  return drawOn(builtThread(), drawing);
}

// The worker's young generation as Node's default: the server's 64 MB semi-spaces
// (scripts/lib/server-flags.mjs) are for the requests in flight, which the worker has none of.
const builtThread = () =>
  (thread ??= new DrawingThread(new URL('./pdf-worker.js', import.meta.url), {
    resourceLimits: { maxYoungGenerationSizeMb: 48 },
  }));

/**
 * Starts the build's drawing thread with the server, so that it loads the worker file of the
 * build the server started from, not whatever a release has put on disk by the first drawing.
 */
export function startDrawingThread(): void {
  if (!fromSources) {
    builtThread().start();
  }
}
