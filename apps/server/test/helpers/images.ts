import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { Cookies } from './auth';

export async function pngImage(width = 64, height = 48, colour = '#3B726A'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 60, channels: 3, background: '#884400' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Copyright: 'secret-owner' },
      GPSIFD: { GPSLatitudeRef: 'N' },
    } as never)
    .toBuffer();
}

export type Part = { name: string; filename: string; type: string; body: Buffer };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----greenscape${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      part.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  app: FastifyInstance,
  cookies: Cookies,
  purpose: string,
  parts: Part[],
) {
  const body = multipart(parts);
  return app.inject({ method: 'POST', url: `/api/uploads?purpose=${purpose}`, cookies, ...body });
}

/** Uploads `count` small PNGs as one batch; answers what POST /uploads answered (ids and URLs). */
export async function uploadImages(
  app: FastifyInstance,
  cookies: Cookies,
  count = 1,
  purpose = 'project-photo',
): Promise<{ id: string; url: string; thumbUrl: string }[]> {
  const parts: Part[] = [];
  for (let i = 0; i < count; i++) {
    parts.push({
      name: 'files',
      filename: `photo${i}.png`,
      type: 'image/png',
      body: await pngImage(64 + i, 48),
    });
  }
  const res = await upload(app, cookies, purpose, parts);
  expect(res.statusCode).toBe(201);
  return res.json<{ files: { id: string; url: string; thumbUrl: string }[] }>().files;
}

export async function uploadPhotos(
  app: FastifyInstance,
  cookies: Cookies,
  count = 1,
  purpose = 'project-photo',
): Promise<string[]> {
  return (await uploadImages(app, cookies, count, purpose)).map((f) => f.id);
}

/**
 * A decompression bomb: a valid PNG header that claims width x height pixels, with a tiny body.
 * A decoder that trusted it would allocate gigabytes.
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** `count` small PNGs as the `files` parts of one upload, each a different size. */
export async function pngParts(count: number, base = 20): Promise<Part[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: 'files',
      filename: `${i}.png`,
      type: 'image/png',
      body: await pngImage(base + i, base),
    })),
  );
}
