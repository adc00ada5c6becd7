import type { FastifyInstance } from 'fastify';
import type { Role } from '@greenscape/shared/schemas/auth';
import { processImage, storeUpload, uploadLimits } from '../uploads';

// A photo sent on WhatsApp, kept as the sender's own upload at once: WhatsApp's media links
// expire within minutes (docs/messaging.md). The Graph API names the file's address, which is
// read with the same token.

/** The body, read only as far as the limit: a larger file is let go unread (undefined). */
async function withinLimit(file: Response, limit: number): Promise<Buffer | undefined> {
  if (Number(file.headers.get('content-length') ?? 0) > limit || !file.body) {
    await file.body?.cancel();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file.body) {
    size += chunk.byteLength;
    if (size > limit) {
      return undefined;
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export async function mediaUpload(
  app: FastifyInstance,
  mediaId: string,
  owner: { role: Role; id: string },
): Promise<string> {
  const settings = app.config.whatsapp;
  if (!settings) {
    throw new Error('WhatsApp is not configured');
  }
  const auth = { authorization: `Bearer ${settings.token}` };
  const info = await fetch(
    `${settings.apiUrl}/v${settings.version}/${encodeURIComponent(mediaId)}`,
    { headers: auth, signal: AbortSignal.timeout(10_000) },
  );
  if (!info.ok) {
    throw new Error(`WhatsApp answered ${info.status} for media ${mediaId}`);
  }
  const { url } = (await info.json()) as { url?: string };
  if (!url) {
    throw new Error(`WhatsApp named no address for media ${mediaId}`);
  }
  const file = await fetch(url, { headers: auth, signal: AbortSignal.timeout(30_000) });
  const bytes = file.ok ? await withinLimit(file, uploadLimits.fileBytes) : undefined;
  if (!bytes || bytes.length === 0) {
    throw new Error(`The media ${mediaId} could not be downloaded (${file.status})`);
  }
  const stored = await storeUpload(app, owner, 'project-photo', await processImage(bytes));
  return stored.id;
}
