import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '#common/upload-limits';

const chosenFile = (files: unknown): File | undefined =>
  files instanceof FileList ? (files[0] ?? undefined) : undefined;

/** A file input's value: required, of the right kind, not larger than the server takes. */
export const fileListSchema = (required: string, maxBytes: number, accept?: RegExp) =>
  z
    .custom<FileList | undefined>((files) => Boolean(chosenFile(files)), { error: required })
    .refine((files) => !accept || accept.test(chosenFile(files)?.type ?? ''), {
      error: 'This type of file is not accepted here.',
    })
    .refine((files) => (chosenFile(files)?.size ?? 0) <= maxBytes, {
      error: `The file must be ${maxBytes / 1024 / 1024} MB or less.`,
    })
    .transform((files) => chosenFile(files) as File);

/** An image file input: required with `required`, images only, up to the server's limit. */
export const imageFileSchema = (required: string) =>
  fileListSchema(required, MAX_IMAGE_BYTES, /^image\//);
