// The PDF worker's thread (started by services/pdf-jobs): reads, stamps and makes PDFs one job at
// a time, away from the thread that answers requests.
import { parentPort } from 'node:worker_threads';
import { generateCertificate } from './certificate-template';
import { stampCertificate } from './certificate-stamp';
import type { PdfJob, PdfJobResult } from './pdf-jobs';
import { loadWithinBound, UnpackRefused } from './pdf-unpack-bound';

async function tooLargeUnpacked(pdf: Uint8Array): Promise<boolean> {
  try {
    await loadWithinBound(pdf);
    return false;
  } catch (error) {
    return error instanceof UnpackRefused && error.problem === 'too-large';
  }
}

async function run(job: PdfJob): Promise<PdfJobResult> {
  switch (job.kind) {
    case 'check':
      return { tooLarge: await tooLargeUnpacked(job.pdf) };
    case 'stamp':
      return { pdf: await stampCertificate(job.pdf, job.mark) };
    case 'generate':
      return { pdf: await generateCertificate(job.content) };
  }
}

const port = parentPort;
port?.on('message', (job: PdfJob) => {
  void run(job).then(
    (result) => port.postMessage(result, result.pdf ? [result.pdf.buffer as ArrayBuffer] : []),
    (error: unknown) => port.postMessage({ error: String(error) }),
  );
});
