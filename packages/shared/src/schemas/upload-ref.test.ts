import { describe, expect, it } from 'vitest';
import { uploadIdOf } from './upload-ref';

const id = '0b5c2a8e-3f0d-4c8e-9a47-1f2e3d4c5b6a';

describe('image references', () => {
  it('takes an id and every URL that POST /uploads answers, relative or absolute', () => {
    for (const ref of [
      id,
      id.toUpperCase(),
      `/api/files/${id}`,
      `/api/files/${id}/thumb`,
      `https://greenscape.example/api/files/${id}`,
      `http://localhost:3000/api/files/${id}/thumb`,
    ]) {
      expect(uploadIdOf(ref), ref).toBe(id);
    }
  });

  it('names no upload for anything else', () => {
    for (const ref of [
      '',
      'not-an-id',
      `/api/files/${id}/../x`,
      `/etc/${id}`,
      `https://evil.example/steal/${id}`,
      `${id}x`,
      `javascript:${id}`,
    ]) {
      expect(uploadIdOf(ref), ref).toBeUndefined();
    }
  });
});
