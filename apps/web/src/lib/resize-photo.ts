/** The long side a photo keeps (docs/offline.md): sharp enough for proof, a few hundred KB. */
export const photoLongSide = 2000;

/**
 * A photo made smaller on the phone before it is kept or sent (docs/offline.md): at most 2,000 px
 * on its long side, as a JPEG, so that a 10 MB photo goes up as a few hundred kilobytes on a weak
 * link. The browser reads the photo's orientation and drops its location with the rest of its
 * metadata. A photo already small, a browser without the means, or anything that is not a photo
 * goes as it is: the server checks and re-encodes every upload anyway.
 */
export async function smallerPhoto(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || typeof createImageBitmap !== 'function') {
    return file;
  }
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, photoLongSide / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size < 1024 * 1024) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.85),
    );
    if (!blob || blob.size >= file.size) {
      return file;
    }
    return new File([blob], `${file.name.replace(/\.[^.]*$/, '')}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
