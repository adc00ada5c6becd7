import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@greenscape/shared/messages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { signUpCustomer, signUpWithPhone, type Cookies } from './helpers/auth';
import { jpegWithGps, pngBomb, pngImage, upload, uploadPhotos } from './helpers/images';

describe('uploads', () => {
  let t: TestApp;
  let asha: Cookies;
  let ravi: Cookies;
  beforeAll(async () => {
    t = await createTestApp();
    asha = (await signUpCustomer(t.app, 'asha@example.com')).cookies;
    ravi = (await signUpCustomer(t.app, 'ravi@example.com')).cookies;
  });
  afterAll(() => t.close());

  it('stores several images, re-encoded as WebP with a thumbnail, visible to their owner only', async () => {
    const res = await upload(t.app, asha, 'project-photo', [
      { name: 'files', filename: 'garden.png', type: 'image/png', body: await pngImage(1200, 900) },
      { name: 'files', filename: 'gps.jpg', type: 'image/jpeg', body: await jpegWithGps() },
    ]);
    expect(res.statusCode).toBe(201);
    const files = res.json<{ files: { id: string; url: string; thumbUrl: string }[] }>().files;
    expect(files).toHaveLength(2);
    expect(files[0]!.url).toBe(`/api/files/${files[0]!.id}`);

    const full = await t.app.inject({ method: 'GET', url: files[0]!.url, cookies: asha });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toMatch(/^private/);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1200);
    const thumb = await t.app.inject({ method: 'GET', url: files[0]!.thumbUrl, cookies: asha });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(480);

    // EXIF and GPS data do not survive the re-encoding.
    const gps = await t.app.inject({ method: 'GET', url: files[1]!.url, cookies: asha });
    const meta = await sharp(gps.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(gps.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);

    expect((await t.app.inject({ method: 'GET', url: files[0]!.url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: files[0]!.url, cookies: ravi })).statusCode,
    ).toBe(404);
  });

  it('judges by content: a text file, an SVG or a polyglot named .png is refused', async () => {
    const cases = [
      Buffer.from('just some text, not an image'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.concat([Buffer.from('GIF89a'), Buffer.from('<script>alert(1)</script>')]),
    ];
    for (const body of cases) {
      const res = await upload(t.app, asha, 'project-photo', [
        { name: 'files', filename: 'x.png', type: 'image/png', body },
      ]);
      expect([400, 415]).toContain(res.statusCode);
      expect([messages.onlyImages, messages.imageUnreadable]).toContain(res.json().message);
    }
  });

  it('refuses more than 10 files, files over 10 MB and decompression bombs, storing none of them', async () => {
    const small = await pngImage(8, 8);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: 'files',
      filename: `${i}.png`,
      type: 'image/png',
      body: small,
    }));
    const tooMany = await upload(t.app, asha, 'project-photo', eleven);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json()).toEqual({ message: messages.tooManyImages, code: 'tooManyImages' });

    const big = Buffer.concat([await pngImage(8, 8), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const tooBig = await upload(t.app, asha, 'project-photo', [
      { name: 'files', filename: 'big.png', type: 'image/png', body: big },
    ]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({ message: messages.imageTooBig, code: 'imageTooBig' });

    const bomb = pngBomb(50_000, 50_000);
    const refused = await upload(t.app, asha, 'project-photo', [
      { name: 'files', filename: 'bomb.png', type: 'image/png', body: bomb },
    ]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      message: messages.imageTooManyPixels,
      code: 'imageTooManyPixels',
    });
  });

  it('answers a broken or cut-off multipart body with a clear 400', async () => {
    for (const payload of ['', '--x\r\nContent-Disposition: form-data; name="files"', 'junk']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads?purpose=project-photo',
        cookies: asha,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect([messages.uploadUnreadable, messages.noImages]).toContain(res.json().message);
    }
  });

  it('needs the role that uploads for that purpose', async () => {
    const body = [{ name: 'files', filename: 'a.png', type: 'image/png', body: await pngImage() }];
    expect((await upload(t.app, {}, 'project-photo', body)).statusCode).toBe(401);
    const partner = await signUpWithPhone(t.app, 'service-provider', 'p@example.com', '9844400001');
    // A job photo is any participant's (upload-purposes.test.ts has every role and purpose).
    expect((await upload(t.app, partner.cookies, 'project-photo', body)).statusCode).toBe(201);
    expect((await upload(t.app, asha, 'design', body)).statusCode).toBe(403);
    expect((await upload(t.app, partner.cookies, 'gallery', body)).statusCode).toBe(201);
  });

  it("removes an own unused upload, files first; not someone else's", async () => {
    const [id] = await uploadPhotos(t.app, asha);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/uploads/${id}`, cookies: ravi }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/uploads/${id}`, cookies: asha }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/${id}`, cookies: asha })).statusCode,
    ).toBe(404);
  });
});

describe('a refused batch', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ UPLOADS_PER_DAY: '5' });
  });
  afterAll(() => t.close());

  it('is charged for the images it made us decode', async () => {
    const { cookies } = await signUpCustomer(t.app, 'refused-batch@example.com');
    const images = [await pngImage(300, 200), await pngImage(310, 200), await pngImage(320, 200)];
    const parts = images.map((body, i) => ({
      name: 'files',
      filename: `p${i}.png`,
      type: 'image/png',
      body,
    }));
    const refused = await upload(t.app, cookies, 'project-photo', [
      ...parts,
      {
        name: 'files',
        filename: 'note.png',
        type: 'image/png',
        body: Buffer.from('not an image'),
      },
    ]);
    expect(refused.statusCode).toBe(415);
    // Three of the day's five were used by the refused batch: three more do not fit, two do.
    const next = await upload(t.app, cookies, 'project-photo', parts);
    expect(next.statusCode).toBe(429);
    expect(next.json()).toEqual({ message: messages.uploadDailyLimit, code: 'uploadDailyLimit' });
    expect((await upload(t.app, cookies, 'project-photo', parts.slice(0, 2))).statusCode).toBe(201);
  });
});
