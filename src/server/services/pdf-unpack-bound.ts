import { constants, inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDocument,
  PDFName,
  PDFObjectStreamParser,
  PDFXRefStreamParser,
  type PDFRawStream,
} from 'pdf-lib';

/** Most bytes a PDF's object and cross-reference streams may unpack to (decision 037). */
export const MAX_PDF_UNPACKED_BYTES = 16 * 1024 * 1024;

/** Why a PDF is not loaded: its streams unpack past the bound, or in a way zlib cannot measure. */
export type UnpackProblem = 'too-large' | 'unusual';

export class UnpackRefused extends Error {
  constructor(readonly problem: UnpackProblem) {
    super(`The PDF's streams are ${problem === 'too-large' ? 'too large unpacked' : 'unusual'}.`);
  }
}

let left = MAX_PDF_UNPACKED_BYTES;
let refused: UnpackProblem | undefined;

/** The size `stream` unpacks to, measured by zlib with a cap before pdf-lib unpacks it. */
function unpackedSize(stream: PDFRawStream): number | UnpackProblem {
  const filter = stream.dict.lookup(PDFName.of('Filter'));
  const filters = filter instanceof PDFArray ? filter.asArray() : filter ? [filter] : [];
  const contents = stream.getContents();
  if (filters.length === 0) return contents.length;
  if (filters.length > 1 || filters[0] !== PDFName.of('FlateDecode')) return 'unusual';
  try {
    const options = { maxOutputLength: left + 1, finishFlush: constants.Z_SYNC_FLUSH };
    return inflateSync(contents, options).length;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unusual';
  }
}

function measure(stream: PDFRawStream): void {
  const size = refused ?? unpackedSize(stream);
  if (typeof size === 'number') left -= size;
  refused = typeof size === 'string' ? size : left < 0 ? 'too-large' : undefined;
  // pdf-lib takes a stream it could not parse for a damaged object and carries on without it.
  if (refused) throw new UnpackRefused(refused);
}

// pdf-lib unpacks each object stream and cross-reference stream whole, in JavaScript, as it
// loads a PDF (3 MB of them took 5.5 GB and four minutes). Importing this module makes it measure
// each first: those are the only streams it unpacks on loading, and forStream is how it reaches
// them. The PDF worker loads one document at a time, which the running count relies on.
const parseObjects = PDFObjectStreamParser.forStream;
PDFObjectStreamParser.forStream = (stream, shouldWaitForTick) => {
  measure(stream);
  return parseObjects(stream, shouldWaitForTick);
};
const parseXRefs = PDFXRefStreamParser.forStream;
PDFXRefStreamParser.forStream = (stream) => {
  measure(stream);
  return parseXRefs(stream);
};

/**
 * Loads a PDF with pdf-lib, refused (UnpackRefused) when its object and cross-reference streams
 * unpack to more than MAX_PDF_UNPACKED_BYTES, or are packed in a way that cannot be measured.
 */
export async function loadWithinBound(pdf: Uint8Array): Promise<PDFDocument> {
  left = MAX_PDF_UNPACKED_BYTES;
  refused = undefined;
  const loaded = await PDFDocument.load(pdf, { updateMetadata: false }).then(
    (document) => ({ document }),
    (error: unknown) => ({ error }),
  );
  if (refused) throw new UnpackRefused(refused);
  if ('error' in loaded) throw loaded.error;
  return loaded.document;
}
