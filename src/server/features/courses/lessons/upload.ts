import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { lessonMessages } from '#common/schemas/lessons';
import { MAX_VIDEO_BYTES } from '#common/upload-limits';
import { HttpError } from '#server/plugins/errors';
import { readMultipart } from '#server/plugins/uploads';
import { detectFileType } from '#server/services/file-type';

export interface LessonUpload {
  /** The uploaded file, on disk until stored. */
  file: string;
  fileName: string;
  ext: string;
  mime: string;
  size: number;
  /** A WebVTT captions file sent with a video. */
  captions?: Buffer;
}

/** The first bytes of a file on disk: enough to tell its type. */
async function headOf(file: string): Promise<Buffer> {
  const handle = await fs.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4100), 0, 4100, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A display name: the uploaded name without its path and odd characters, with its real type. */
const displayName = (original: string, ext: string) =>
  `${(
    path
      .basename(original)
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w\- ]+/g, '')
      .trim() || 'lesson'
  ).slice(0, 80)}.${ext}`;

/**
 * Reads a lesson's upload (`file`, and for a video `captions`): the file streamed to a temporary
 * file (a video may be far larger than memory should hold), its type read from its bytes. `done`
 * removes the temporary file, whatever happened.
 */
export async function readLessonUpload(
  request: FastifyRequest,
  kind: 'video' | 'file',
): Promise<{ upload: LessonUpload; done: () => Promise<void> }> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'lesson-'));
  const done = () => fs.rm(folder, { recursive: true, force: true });
  try {
    const temp = path.join(folder, randomUUID());
    let original: string | undefined;
    const form = await readMultipart(request, MAX_VIDEO_BYTES, {
      streamed: {
        file: async (stream, fileName) => {
          await pipeline(stream, createWriteStream(temp));
          original = fileName;
        },
      },
    });
    const size = original ? (await fs.stat(temp)).size : 0;
    if (size === 0) {
      throw new HttpError(400, lessonMessages.uploadRequired, {
        file: lessonMessages.uploadRequired,
      });
    }
    const type = await detectFileType(await headOf(temp), kind === 'video' ? 'video' : 'lesson');
    if (!type)
      throw new HttpError(
        415,
        kind === 'video' ? lessonMessages.videoType : lessonMessages.fileType,
      );
    const captions = form.files.captions?.data;
    if (captions && (kind !== 'video' || !captions.subarray(0, 10).toString().startsWith('WEBVTT')))
      throw new HttpError(415, lessonMessages.captionsType, {
        captions: lessonMessages.captionsType,
      });
    return {
      upload: {
        file: temp,
        fileName: displayName(original ?? '', type.ext),
        ext: type.ext,
        mime: type.mime,
        size,
        captions,
      },
      done,
    };
  } catch (error) {
    await done();
    throw error;
  }
}
