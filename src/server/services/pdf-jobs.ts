import { Worker } from 'node:worker_threads';
import type { CertificateMark } from './certificate-stamp';
import type { CertificateContent } from './certificate-template';

export type PdfJob =
  | { kind: 'check'; pdf: Uint8Array }
  | { kind: 'stamp'; pdf: Uint8Array; mark: CertificateMark }
  | { kind: 'generate'; content: CertificateContent };

export interface PdfJobResult {
  /** The stamped or made PDF; undefined when an uploaded one cannot be stamped. */
  pdf?: Uint8Array;
  /** A checked PDF unpacks past the bound (services/pdf-unpack-bound). */
  tooLarge?: boolean;
  error?: string;
}

/** A job the worker did not finish: it ran out of its memory or its time, and was ended. */
export class PdfJobFailed extends Error {}

/** Each job's time, and the worker's heap: a 25 MB PDF is stamped in about a second. */
const TIME_LIMIT_MS = 20_000;
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 };

// Built, this module is part of dist/server/main.js, beside dist/server/pdf-worker.js
// (scripts/build-server.mjs); from source (tests, npm run dev) it is services/pdf-jobs.ts, beside
// services/pdf-worker.ts, which the worker's thread reads through tsx.
const extension = import.meta.url.slice(import.meta.url.lastIndexOf('.'));
const entry = new URL(`./pdf-worker${extension}`, import.meta.url);

function newWorker(): Worker {
  const options = { resourceLimits: RESOURCE_LIMITS };
  if (extension === '.js') return new Worker(entry, options);
  // A worker's thread does not inherit the main thread's loader: it registers tsx first.
  const code = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};
register();
await import(${JSON.stringify(entry.href)});`;
  const bootstrap = new URL(`data:text/javascript,${encodeURIComponent(code)}`);
  return new Worker(bootstrap, { ...options, execArgv: [] });
}

/** The worker, started when first needed; it never keeps the process running. */
function startWorker(): Worker {
  const started = newWorker();
  started.unref();
  return started;
}

let worker: Worker | undefined;

/** Runs one job on the worker (started when needed), which is ended past the time limit. */
function runOnWorker(job: PdfJob): Promise<PdfJobResult> {
  const current = (worker ??= startWorker());
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => void current.terminate(), TIME_LIMIT_MS);
    const settle = () => {
      clearTimeout(timer);
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    const onMessage = (result: PdfJobResult) => {
      settle();
      if (result.error) reject(new Error(result.error));
      else resolve(result);
    };
    const onError = (error: Error) => {
      settle();
      worker = undefined;
      void current.terminate();
      reject(new PdfJobFailed(error.message));
    };
    const onExit = () => {
      settle();
      worker = undefined;
      reject(new PdfJobFailed(`The PDF job took over ${TIME_LIMIT_MS / 1000} s.`));
    };
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    current.postMessage(job);
  });
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs a PDF job on the PDF worker's thread, one at a time in the order asked: pdf-lib's work
 * (seconds for a large PDF) never holds up the thread that answers requests, and the worker has
 * its own heap limit and a time limit per job (decision 037).
 */
function runPdfJob(job: PdfJob): Promise<PdfJobResult> {
  const result = queue.then(() => runOnWorker(job));
  queue = result.catch(() => undefined);
  return result;
}

/** Whether a PDF unpacks past the bound as it is read; PdfJobFailed when reading it failed. */
export const unpacksTooLarge = async (pdf: Uint8Array): Promise<boolean> =>
  (await runPdfJob({ kind: 'check', pdf })).tooLarge === true;

const asBuffer = (pdf: Uint8Array) => Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);

/** The PDF stamped with the mark, or undefined when it cannot be stamped (then kept as uploaded). */
export const stampPdf = (pdf: Uint8Array, mark: CertificateMark): Promise<Buffer | undefined> =>
  runPdfJob({ kind: 'stamp', pdf, mark }).then(
    (result) => result.pdf && asBuffer(result.pdf),
    () => undefined,
  );

/** A certificate made from the template. */
export async function generatePdf(content: CertificateContent): Promise<Buffer> {
  const { pdf } = await runPdfJob({ kind: 'generate', content });
  if (!pdf) throw new Error('The certificate was not made.');
  return asBuffer(pdf);
}
