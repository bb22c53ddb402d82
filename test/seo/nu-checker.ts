import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

/** Java runs the W3C Nu HTML Checker; without it the markup test cannot run. */
export const hasJava = spawnSync('java', ['-version']).status === 0;

/** The checker's jar, as the vnu-jar package ships it. */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/**
 * The checker's errors for the HTML files, one line each naming the file, line and message, in one
 * start of Java (which takes seconds).
 */
export async function nuErrors(files: string[]): Promise<string[]> {
  const child = spawn('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files]);
  let report = '';
  child.stderr.on('data', (chunk: Buffer) => (report += chunk.toString()));
  child.stdout.resume();
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0 && code !== 1) throw new Error(`vnu.jar exited with ${code}: ${report}`);
  const { messages } = JSON.parse(report) as { messages: NuMessage[] };
  return messages.map(
    (m) =>
      `${m.url?.replace(/^.*\//, '') ?? '?'}:${m.lastLine ?? '?'} ${m.type}: ${m.message}` +
      (m.extract ? ` [${m.extract.replace(/\s+/g, ' ').trim()}]` : ''),
  );
}
