import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  S3Client,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  checkKey,
  checkPrefix,
  contentTypeOf,
  mediaPath,
  type Storage,
  type StoredFile,
} from './storage';

export interface S3Options {
  bucket: string;
  region: string;
  /** An S3-compatible service's address; Amazon's own without it. */
  endpoint?: string;
  /** Without keys the SDK finds credentials itself (environment, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` addresses instead of `https://bucket.host/key`. */
  forcePathStyle: boolean;
  /** Where browsers fetch the bucket's `public/` keys (a CDN or the bucket's own address). */
  publicUrl?: string;
}

/**
 * The origin the bucket's signed links point at, which the page's `media-src` names so a lesson's
 * video plays from the bucket (decision 070): the endpoint's host with the bucket in the path
 * (path style) or as a subdomain; Amazon's regional host without an endpoint.
 */
export function bucketOrigin(
  options: Pick<S3Options, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>,
): string {
  const base = new URL(options.endpoint ?? `https://s3.${options.region}.amazonaws.com`);
  return options.forcePathStyle ? base.origin : `${base.protocol}//${options.bucket}.${base.host}`;
}

/** How long a link to a private file works: long enough to start a download on a slow phone. */
export const LINK_SECONDS = 300;

/** Public keys are random and never rewritten, so caches may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createS3Storage(options: S3Options): Storage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible services refuse the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;
  const publicBase = options.publicUrl?.replace(/\/$/, '');

  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: data,
          ContentType: contentTypeOf(key),
          CacheControl: key.startsWith('public/') ? IMMUTABLE : 'private, no-store',
        }),
      );
    },
    async putFile(key, file) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: createReadStream(file),
          ContentLength: (await stat(file)).size,
          ContentType: contentTypeOf(key),
          CacheControl: key.startsWith('public/') ? IMMUTABLE : 'private, no-store',
        }),
      );
    },
    async read(key, range) {
      const { Body } = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: checkKey(key),
          Range: range && `bytes=${range.start}-${range.end}`,
        }),
      );
      return Body as Readable;
    },
    async exists(key) {
      return client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) })).then(
        () => true,
        (error: unknown) => {
          if (error instanceof NotFound) return false;
          throw error;
        },
      );
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async list(prefix) {
      const files: StoredFile[] = [];
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: checkPrefix(prefix) });
      for await (const page of pages)
        for (const { Key, LastModified } of page.Contents ?? [])
          if (Key && LastModified) files.push({ key: Key, modifiedAt: LastModified });
      return files;
    },
    publicUrl(key) {
      const local = mediaPath(key);
      return publicBase ? `${publicBase}/${key}` : local;
    },
    temporaryLink(key, { fileName, contentType }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: checkKey(key),
        ResponseContentDisposition: `attachment; filename="${fileName}"`,
        ResponseContentType: contentType,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: LINK_SECONDS });
    },
  };
}
