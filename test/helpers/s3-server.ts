import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';

export interface S3Server {
  /** Makes an empty bucket and gives the environment that points a site at it. */
  bucket(options?: { publicUrl?: boolean }): Promise<Record<string, string>>;
  close(): Promise<void>;
}

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * An S3-protocol server (s3rver) in a process of its own on a free loopback port, keeping its
 * objects in a temp folder. It runs with OpenSSL's legacy provider: it makes listing continuation
 * tokens with DES. Its check of request signatures is off: it computes them for bucket-level
 * requests (listing) differently from the current AWS SDK, so it would refuse every listing.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3-test-'));
  const server = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      '--eval',
      "require('@20minutes/s3rver/lib/cli.js').parseAsync()",
      '--',
      ...['--directory', directory, '--address', '127.0.0.1', '--port', '0'],
      ...['--silent', '--allow-mismatched-signatures'],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let said = '';
    server.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const listening = /listening on [\d.]+:(\d+)/.exec(said);
      if (listening) resolve(Number(listening[1]));
    });
    server.once('exit', (code) => reject(new Error(`s3rver stopped (${code}): ${said}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    async bucket({ publicUrl = false } = {}) {
      const name = `site-${randomBytes(6).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return {
        S3_BUCKET: name,
        S3_ENDPOINT: endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        ...(publicUrl ? { S3_PUBLIC_URL: `${endpoint}/${name}` } : {}),
      };
    },
    async close() {
      client.destroy();
      server.kill();
      if (server.exitCode === null) await once(server, 'exit');
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
