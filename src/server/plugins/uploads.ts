import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '#common/upload-limits';
import { detectFileType, type DetectedType, type FileKind } from '../services/file-type';
import { MAX_IMAGE_PIXELS, pixelsOf, removeImage, storeImage } from '../services/images';
import type { Storage } from '../services/storage';
import { HttpError } from './errors';
import { refuseControlCharacters } from './text-rule';

export const MB = 1024 * 1024;
export const IMAGE_LIMIT = MAX_IMAGE_BYTES;
export const DOCUMENT_LIMIT = MAX_DOCUMENT_BYTES;

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  /** The file of each field (the last, when a field sends several). */
  files: Record<string, UploadedFile>;
  /** Every file of each field, in the order sent. */
  fileLists: Record<string, UploadedFile[]>;
}

export const uploads = fp(async (app: FastifyInstance) => {
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_LIMIT, files: 2, fields: 30, fieldSize: 100_000, parts: 32 },
  });
  // An answer sent before the request's body arrived whole (an upload refused part-way) closes
  // the connection: the client may still be sending, and the rest of its body is never read.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    done(null, payload);
  });
});

const MALFORMED = 'The form data is malformed or incomplete. Please send it again.';
const NAMELESS_FILE = 'Each file must be sent with its file name.';
const NO_FILES = 'This form does not take files.';
const TOO_MANY_PIXELS = `This picture is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;

/** Fastify's own refusals (too large, too many parts) keep their status; parser errors are 400. */
const isClientError = (error: unknown) =>
  error instanceof HttpError ||
  (typeof error === 'object' &&
    error !== null &&
    'statusCode' in error &&
    typeof error.statusCode === 'number' &&
    error.statusCode >= 400 &&
    error.statusCode < 500);

function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new HttpError(415, 'The request is not multipart/form-data.');
}

/**
 * Reads a multipart form part by part as it arrives: its fields, and each file part through
 * `onFile`. A broken body is a 400.
 */
async function readParts(
  request: FastifyRequest,
  limits: { fileSize?: number; files?: number; parts?: number },
  onFile: (part: MultipartFile) => Promise<void>,
): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits })) {
      refuseControlCharacters(part.fieldname, 'body');
      if (part.type === 'file') {
        await onFile(part);
      } else if (typeof part.value === 'string') {
        refuseControlCharacters(part.value, part.fieldname);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (isClientError(error)) throw error;
    throw new HttpError(400, MALFORMED);
  }
  return fields;
}

/**
 * The fields of a multipart form that takes no file. A file part is refused (415) as soon as it
 * arrives, before any of its bytes are read.
 */
export async function readFields(request: FastifyRequest): Promise<Record<string, string>> {
  requireMultipart(request);
  return readParts(request, {}, async (part) => {
    throw new HttpError(415, NO_FILES, { [part.fieldname]: NO_FILES });
  });
}

export interface MultipartOptions {
  /** More files or parts than forms usually send (a bulk import). */
  files?: number;
  parts?: number;
  /**
   * Readers of the named file fields, given each file's bytes as they arrive instead of the
   * whole file in memory (a CSV read row by row, refused at its first row too many).
   */
  streamed?: Record<string, (file: Readable, fileName: string) => Promise<void>>;
}

/**
 * Reads a whole multipart form into memory (files are small and must be inspected whole), but
 * for the files of `streamed` fields; a file over `fileSize` ends the request with 413, a broken
 * body with 400. A file input left empty arrives as an empty part and counts as no file.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileSize: number = DOCUMENT_LIMIT,
  { streamed = {}, ...counts }: MultipartOptions = {},
): Promise<MultipartForm> {
  requireMultipart(request);
  if (request.user) await request.server.limitUploads(request);
  const form: MultipartForm = { fields: {}, files: {}, fileLists: {} };
  form.fields = await readParts(request, { fileSize, ...counts }, async (part) => {
    const read = part.filename ? streamed[part.fieldname] : undefined;
    if (read) {
      refuseControlCharacters(part.filename, part.fieldname);
      return read(part.file, part.filename);
    }
    const data = await part.toBuffer();
    if (data.length === 0) return;
    if (!part.filename)
      throw new HttpError(400, NAMELESS_FILE, { [part.fieldname]: NAMELESS_FILE });
    refuseControlCharacters(part.filename, part.fieldname);
    const file = { filename: part.filename, data };
    form.files[part.fieldname] = file;
    (form.fileLists[part.fieldname] ??= []).push(file);
  });
  return form;
}

const typeMessages: Record<FileKind, string> = {
  image: 'Only image files (JPEG, PNG, WebP or GIF) are allowed.',
  pdf: 'Only PDF files are allowed.',
  ebook: 'Only PDF or EPUB files are allowed.',
  slides: 'Only PDF, PPT or PPTX files are allowed.',
  video: 'Only MP4 or WebM videos are allowed.',
  lesson: 'Only PDF, EPUB, PPT or PPTX files are allowed.',
};

/** The file's real type, or a refusal: 413 over the kind's size limit, 415 for a wrong type. */
export async function requireFileType(file: UploadedFile, kind: FileKind): Promise<DetectedType> {
  const limit = kind === 'image' ? IMAGE_LIMIT : DOCUMENT_LIMIT;
  if (file.data.length > limit) {
    throw new HttpError(413, `The file is too large (at most ${limit / MB} MB).`);
  }
  const type = await detectFileType(file.data, kind);
  if (!type) throw new HttpError(415, typeMessages[kind]);
  return type;
}

export interface ImageIntake<T> {
  /** Folder of the stored variants, such as `profiles` or `courses`. */
  folder: string;
  /** Records the new image's key; when it throws, the new image is removed. */
  save: (key: string) => Promise<T>;
  /** Key of the image being replaced, removed once the new one is saved. */
  replaces?: string | null;
}

/**
 * Takes in an uploaded image: type checked from its bytes, size limited, stored as WebP variants,
 * recorded by `save`. Nothing is left behind when it is refused or cannot be recorded.
 */
export async function intakeImage<T>(
  storage: Storage,
  file: UploadedFile,
  intake: ImageIntake<T>,
): Promise<T> {
  await requireFileType(file, 'image');
  if ((await pixelsOf(file.data).catch(() => 0)) > MAX_IMAGE_PIXELS)
    throw new HttpError(413, TOO_MANY_PIXELS);
  const { key } = await storeImage(storage, file.data, intake.folder).catch(() => {
    throw new HttpError(415, 'This image could not be read.');
  });
  const saved = await intake.save(key).catch(async (error: unknown) => {
    await removeImage(storage, key);
    throw error;
  });
  if (intake.replaces) await removeImage(storage, intake.replaces);
  return saved;
}
