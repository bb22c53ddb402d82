import fs from 'node:fs';
import type { DestinationStream } from 'pino';

/** How long lines gather before they leave together. */
const GATHER_MS = 10;
/** How long a full pipe is given before the write is tried again. */
const BUSY_RETRY_MS = 100;
const CHUNK_BYTES = 64 * 1024;

/**
 * Log lines written to a file descriptor without blocking: each line is copied at once into a
 * buffer outside the JavaScript heap (a line kept as a string would outlive several garbage
 * collections), and the lines of a few milliseconds leave in one asynchronous write once the
 * previous write is done, so a server under load pays a hundred writes (and wake-ups of a worker
 * thread) a second, not one a line as with pino's destination. At exit, what is left is written
 * synchronously (with the batch under way, which may then appear twice rather than not at all).
 */
export function batchedDestination(fd: number): DestinationStream {
  /** Filled chunks waiting for the next write, then the chunk being filled. */
  let filled: Buffer[] = [];
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  /** The bytes of the write under way, until it is done. */
  let writing: Buffer[] | null = null;
  let timer: NodeJS.Timeout | null = null;

  const takeQueued = () => {
    const queued = used > 0 ? [...filled, chunk.subarray(0, used)] : filled;
    filled = [];
    if (used > 0) {
      chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      used = 0;
    }
    return queued;
  };
  const writeLater = (ms: number) => {
    timer ??= setTimeout(writeQueued, ms).unref();
  };
  function writeQueued() {
    timer = null;
    const batch = takeQueued();
    if (batch.length === 0) return;
    writing = batch;
    fs.writev(fd, batch, (error, written) => {
      writing = null;
      if (error?.code === 'EAGAIN') {
        filled.unshift(...batch);
        writeLater(BUSY_RETRY_MS);
        return;
      }
      // What a pipe did not take goes first in the next write; a failed write loses its lines.
      const bytes = batch.reduce((sum, buffer) => sum + buffer.length, 0);
      if (!error && written < bytes) filled.unshift(Buffer.concat(batch).subarray(written));
      if (filled.length > 0 || used > 0) writeLater(GATHER_MS);
    });
  }

  process.on('exit', () => {
    const rest = Buffer.concat([...(writing ?? []), ...takeQueued()]);
    try {
      if (rest.length > 0) fs.writeSync(fd, rest);
    } catch {
      // Nowhere left to say that the last lines were lost.
    }
  });

  return {
    write(line: string) {
      // A UTF-16 unit takes at most 3 bytes in UTF-8.
      if (chunk.length - used < line.length * 3) {
        if (used > 0) filled.push(chunk.subarray(0, used));
        chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, line.length * 3));
        used = 0;
      }
      used += chunk.write(line, used);
      if (writing === null) writeLater(GATHER_MS);
    },
  };
}
