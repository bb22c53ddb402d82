/** Largest upload the server accepts, by kind; forms check the same numbers first. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
/** A lesson's uploaded video, streamed to storage rather than held in memory. */
export const MAX_VIDEO_BYTES = 1024 * 1024 * 1024;
