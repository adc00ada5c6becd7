import { urlOf } from '@greenscape/shared/contract/endpoint';
import { uploadsApi } from '@greenscape/shared/contract/uploads';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { Scenario } from './scenarios';

/** A customer's project photo, as the web's upload sends it. */
const uploadPath = urlOf(uploadsApi.upload, { query: { purpose: 'project-photo' } });

export type UploadMeasurement = {
  photoBytes: number;
  /** One photo at a time, from request to answer: accepted, re-encoded, thumbnailed, stored. */
  singleMs: { median: number; max: number; count: number };
  /** A read at a steady rate, alone and while uploaders send photos back to back. */
  read: { scenario: string; rate: number; aloneP99Ms: number; duringP99Ms: number };
  uploadsDuringBurst: number;
  uploaders: number;
};

async function uploadOnce(base: string, cookie: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append('files', new Blob([photo], { type: 'image/jpeg' }), 'garden.jpg');
  const began = performance.now();
  const res = await fetch(`${base}${uploadPath}`, {
    method: 'POST',
    headers: { cookie },
    body: form,
  });
  await res.arrayBuffer();
  if (res.status !== 201) {
    throw new Error(`upload answered ${res.status}`);
  }
  return performance.now() - began;
}

const uploaderSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, uploadPath, cookie, photo, uploaders } = workerData;
let running = true;
let uploads = 0;
parentPort.once('message', () => (running = false));
async function loop() {
  while (running) {
    const form = new FormData();
    form.append('files', new Blob([photo], { type: 'image/jpeg' }), 'garden.jpg');
    const res = await fetch(base + uploadPath, {
      method: 'POST', headers: { cookie }, body: form,
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error('upload answered ' + res.status);
    uploads++;
  }
}
Promise.all(Array.from({ length: uploaders }, loop)).then(() => parentPort.postMessage(uploads));
`;

async function steadyP99(base: string, read: Scenario, rate: number, seconds: number) {
  const result = await autocannon({
    url: `${base}${read.path}`,
    connections: 10,
    overallRate: rate,
    duration: seconds,
    headers: read.cookie ? { cookie: read.cookie } : {},
  });
  if (result.errors + result.non2xx + result.timeouts > 0) {
    throw new Error(`${read.name} failed during the upload measurement`);
  }
  return result.latency.p99;
}

/**
 * How long a 10 MB photo takes, and whether reads keep their latency while photos are
 * being worked on (the image work runs off the event loop).
 */
export async function measureUploads(
  base: string,
  customerCookie: string,
  read: Scenario,
  photo: Buffer,
  seconds: number,
): Promise<UploadMeasurement> {
  const single: number[] = [];
  await uploadOnce(base, customerCookie, photo);
  for (let i = 0; i < 5; i++) {
    single.push(await uploadOnce(base, customerCookie, photo));
  }
  single.sort((a, b) => a - b);
  const rate = 200;
  // A warm-up first: the first second after the large uploads above is not a steady state.
  await steadyP99(base, read, rate, 2);
  const aloneP99Ms = await steadyP99(base, read, rate, seconds);
  const uploaders = 3;
  // The uploaders run on a thread of their own, so that building 10 MB request bodies does not
  // stall the event loop that autocannon measures the reads on.
  const worker = new Worker(uploaderSource, {
    eval: true,
    workerData: { base, uploadPath, cookie: customerCookie, photo, uploaders },
  });
  const uploadsDone = new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const duringP99Ms = await steadyP99(base, read, rate, seconds);
  worker.postMessage('stop');
  const uploads = await uploadsDone;
  await worker.terminate();
  return {
    photoBytes: photo.length,
    singleMs: {
      median: Math.round(single[Math.floor(single.length / 2)]!),
      max: Math.round(single[single.length - 1]!),
      count: single.length,
    },
    read: { scenario: read.name, rate, aloneP99Ms, duringP99Ms },
    uploadsDuringBurst: uploads,
    uploaders,
  };
}
