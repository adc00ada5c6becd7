// What other modules may use of `uploads`: they import it from here, never from its files
// (ARCHITECTURE.md, "Boundaries").
export { processImage } from './process-image';
export { uploadLimits } from './receive-batch';
export { discardUploads, storeUpload } from './store-upload';
export { uploaderOf } from './uploader-role';
