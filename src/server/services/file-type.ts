import { fileTypeFromBuffer } from 'file-type';

export type FileKind = 'image' | 'pdf' | 'ebook' | 'slides' | 'video' | 'lesson';

const allowed: Record<FileKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  pdf: ['application/pdf'],
  ebook: ['application/pdf', 'application/epub+zip'],
  slides: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/x-cfb',
  ],
  video: ['video/mp4', 'video/webm'],
  lesson: [
    'application/pdf',
    'application/epub+zip',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/x-cfb',
  ],
};

export interface DetectedType {
  ext: string;
  mime: string;
}

/** The file's real type, read from its bytes, when it is one of the kinds allowed. */
export async function detectFileType(
  data: Buffer,
  kind: FileKind,
): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(data);
  if (!found || !allowed[kind].includes(found.mime)) return undefined;
  return { ext: found.ext === 'cfb' ? 'ppt' : found.ext, mime: found.mime };
}
