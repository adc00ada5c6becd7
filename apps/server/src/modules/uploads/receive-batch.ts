import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { UploadedFile, UploadPurpose } from '@greenscape/shared/schemas/projects';
import { AppError, badRequest } from '../../lib/errors';
import { processImage, type ProcessedImage } from './process-image';
import { discardUploads, storeUpload } from './store-upload';
import { assertAllowanceLeft, chargeRefusedBatch, claimUploadAllowance } from './upload-allowance';

export const uploadLimits = { fileBytes: 10 * 1024 * 1024, files: 10 };

const multipartErrors: Record<string, AppError> = {
  FST_REQ_FILE_TOO_LARGE: new AppError(413, 'imageTooBig'),
  FST_FILES_LIMIT: new AppError(413, 'tooManyImages'),
  FST_PARTS_LIMIT: new AppError(413, 'tooManyImages'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: new AppError(415, 'onlyImages'),
};

/**
 * Reads, checks and stores the images of a multipart upload (field `files`) within the owner's
 * allowance: all of the batch or none of it.
 */
export async function receiveBatch(
  app: FastifyInstance,
  request: FastifyRequest,
  owner: { role: Role; id: string },
  purpose: UploadPurpose,
): Promise<UploadedFile[]> {
  await assertAllowanceLeft(app, owner);
  // Every image is checked before any is stored, so a bad one in the batch stores nothing.
  const processed: ProcessedImage[] = [];
  let received = 0;
  try {
    for await (const part of request.files({
      limits: { fileSize: uploadLimits.fileBytes, files: uploadLimits.files },
    })) {
      if (part.fieldname !== 'files') {
        await part.toBuffer();
        continue;
      }
      const buffer = await part.toBuffer();
      received += buffer.length;
      processed.push(await processImage(buffer));
    }
  } catch (error) {
    await chargeRefusedBatch(app, owner, processed.length, received);
    if (error instanceof AppError) {
      throw error;
    }
    const code = (error as { code?: string }).code;
    // Anything else here comes from reading a broken or cut-off multipart body.
    throw (code && multipartErrors[code]) || badRequest('uploadUnreadable');
  }
  if (processed.length === 0) {
    throw badRequest('noImages');
  }
  const refund = await claimUploadAllowance(app, owner, processed.length, received);
  const files: UploadedFile[] = [];
  try {
    for (const image of processed) {
      files.push(await storeUpload(app, owner, purpose, image));
    }
  } catch (error) {
    // The caller never learns the ids of a failed batch.
    await discardUploads(
      app,
      files.map((f) => f.id),
    ).catch((discardError: unknown) =>
      request.log.error({ err: discardError }, 'could not discard a failed batch'),
    );
    await refund();
    throw error;
  }
  return files;
}
