import pino, { type Logger } from 'pino';
import { afterEach, expect } from 'vitest';

interface LogLine {
  level: number;
  msg?: string;
  err?: { message?: string; stack?: string };
}

const ERROR_LEVEL = 50;
const lines: LogLine[] = [];
let expected: RegExp[] = [];

/** A pino logger writing warnings and errors to memory, checked after every test. */
export function recordingLogger(): Logger {
  return pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
}

const describeLine = (line: LogLine) =>
  [line.msg, line.err?.message, line.err?.stack].filter(Boolean).join('\n');

const WARN_LEVEL = 40;

/** The server warnings logged so far in this test. */
export const serverWarnings = () =>
  lines.filter((line) => line.level === WARN_LEVEL).map(describeLine);

/** The server errors logged so far in this test. */
export const serverErrors = () =>
  lines.filter((line) => line.level >= ERROR_LEVEL).map(describeLine);

/** Declares that this test makes the server log an error matching `pattern`. */
export function expectServerError(pattern: RegExp) {
  expected.push(pattern);
}

afterEach(() => {
  const unexpected = serverErrors().filter((text) => !expected.some((p) => p.test(text)));
  lines.length = 0;
  expected = [];
  expect(unexpected, 'the server logged an unexpected error').toEqual([]);
});
