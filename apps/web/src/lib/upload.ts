import { uploadsApi } from '@greenscape/shared/contract/uploads';
import { urlOf } from '@greenscape/shared/contract/endpoint';
import type { Role } from '@greenscape/shared/schemas/auth';
import type { UploadedFile, UploadPurpose } from '@greenscape/shared/schemas/projects';
import { ApiError, clientRefusals, refusalOf } from './api-client';
import { newIdempotencyKey } from './idempotency-key';

/**
 * Uploads one image with progress reports. XMLHttpRequest, because fetch cannot report upload
 * progress in browsers yet. `as` names the account that owns it when a browser holds sessions of
 * several roles (a work photo may be any participant's: apps/server/src/modules/uploads/routes.ts).
 */
export function uploadImage(
  file: File,
  purpose: UploadPurpose,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  as?: Role,
  idempotencyKey: string = newIdempotencyKey(),
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(
      uploadsApi.upload.method,
      urlOf(uploadsApi.upload, { query: as ? { purpose, as } : { purpose } }),
    );
    xhr.responseType = 'json';
    // A photo sent again (its answer lost on a weak link) is the same upload (docs/offline.md).
    xhr.setRequestHeader('idempotency-key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) {
        onProgress(event.loaded / event.total);
      }
    };
    xhr.onload = () => {
      const body = xhr.response as { files?: UploadedFile[] } | null;
      if (xhr.status === 201 && body?.files?.[0]) {
        onProgress(1);
        resolve(body.files[0]);
      } else {
        // With its code: the outbox tells "not now" (a repeat still running) from "no".
        reject(refusalOf(xhr.status, body));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, clientRefusals.network));
    xhr.onabort = () => reject(new ApiError(0, clientRefusals.aborted));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('files', file);
    xhr.send(form);
  });
}
