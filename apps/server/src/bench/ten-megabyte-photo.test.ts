import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { photoSource } from './ten-megabyte-photo';

// The upload bench enlarges a landing photograph: a renamed landing photo broke `npm run bench`
// at its last step, after twenty minutes of measuring.
describe('the upload bench photo', () => {
  it('starts from a photograph that exists', () => {
    expect(existsSync(photoSource), photoSource).toBe(true);
  });
});
