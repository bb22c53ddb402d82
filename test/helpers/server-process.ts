import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = pathToFileURL(path.join(root, 'node_modules/tsx/dist/loader.mjs')).href;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Sends the signal and resolves with the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Runs an entry point of the server (TypeScript through tsx, or a built one) as its own process, from the site's data folder
 * (so no developer `.env` is read), with only the given environment beside PATH.
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
): ChildProcess {
  const loader = script.endsWith('.ts') ? ['--import', tsx] : [];
  const child = spawn(process.execPath, [...loader, path.join(root, script), ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

// A test that timed out while its server was starting never stops it: the worker does, as it ends.
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function collectOutput(child: ChildProcess): () => string {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

export const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

export async function startServer(
  env: Record<string, string>,
  cwd: string,
  entry = 'src/server/main.ts',
): Promise<ServerProcess> {
  const child = runScript(
    entry,
    [],
    { ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info' },
    cwd,
  );
  const output = collectOutput(child);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output()}`)), 60_000);
    const look = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout?.on('data', look);
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`server exited:\n${output()}`));
    });
  });
  return {
    url,
    child,
    output,
    stop: (signal = 'SIGTERM') => {
      child.kill(signal);
      return exitCode(child);
    },
  };
}
