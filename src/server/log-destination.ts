import fs from 'node:fs';
import type { DestinationStream } from 'pino';

/** How long lines gather before they leave together. */
const GATHER_MS = 10;
/** How long a full pipe is given before the write is tried again. */
const BUSY_RETRY_MS = 100;

/**
 * Log lines written to a file descriptor without blocking: lines gather for a few milliseconds
 * and leave in one asynchronous write once the previous write is done, so a server under load
 * pays a hundred writes (and wake-ups of a worker thread) a second, not one a line as with
 * pino's destination. At exit, what is left is written synchronously (with the batch under way,
 * which may then appear twice rather than not at all).
 */
export function batchedDestination(fd: number): DestinationStream {
  let queued: string[] = [];
  /** The text of the write under way, until it is done. */
  let writing: string | null = null;
  let timer: NodeJS.Timeout | null = null;

  const writeLater = (ms: number) => {
    timer ??= setTimeout(writeQueued, ms).unref();
  };
  function writeQueued() {
    timer = null;
    if (queued.length === 0) return;
    const text = queued.join('');
    queued = [];
    writing = text;
    fs.write(fd, text, null, 'utf8', (error, written) => {
      writing = null;
      if (error?.code === 'EAGAIN') {
        queued.unshift(text);
        writeLater(BUSY_RETRY_MS);
        return;
      }
      // What a pipe did not take goes first in the next write; a failed write loses its lines.
      if (!error && written < Buffer.byteLength(text)) {
        queued.unshift(Buffer.from(text).subarray(written).toString());
      }
      if (queued.length > 0) writeLater(GATHER_MS);
    });
  }

  process.on('exit', () => {
    const text = (writing ?? '') + queued.join('');
    queued = [];
    try {
      if (text) fs.writeSync(fd, text);
    } catch {
      // Nowhere left to say that the last lines were lost.
    }
  });

  return {
    write(line: string) {
      queued.push(line);
      if (writing === null) writeLater(GATHER_MS);
    },
  };
}
