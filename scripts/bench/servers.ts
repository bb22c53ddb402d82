import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import { onCore } from './cores';

const running = new Set<ChildProcess>();
// A bench that stops half-way leaves no server behind.
process.on('exit', () => running.forEach((child) => child.kill()));

export interface Server {
  url: string;
  /** Resident memory of the server process, in MB. */
  rssMb(): number;
  /** CPU time the server process has used so far (all its threads), in microseconds. */
  cpuMicros(): number;
  /**
   * Time the server's main thread (its JavaScript) has spent ready to run but waiting for a core
   * (the machine's other work), in microseconds.
   */
  cpuWaitMicros(): number;
  stop(): Promise<void>;
  /** Kills the process outright (SIGKILL), as a crash or a power cut would. */
  crash(): Promise<void>;
  /** How the process ended (`exit 1`, `SIGTERM`), undefined while it runs. */
  ended(): string | undefined;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Waits until `url` answers 200, for a minute at most; fails at once when the server exits. */
export async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within a minute`);
}

function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Starts an entry (a built `.js` as it is, a `.ts` through tsx) as its own Node process (so the
 * load client never shares its CPU time), with extra Node flags such as --cpu-prof, and waits
 * until `readyPath` answers.
 */
export async function startServer(
  entry: string,
  env: Record<string, string>,
  readyPath: string,
  nodeFlags: string[] = [],
): Promise<Server> {
  const port = await freePort();
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const [command, args] = onCore('server', process.execPath, [...nodeFlags, ...loader, entry]);
  const child = spawn(command, args, {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(url + readyPath, child);
  return {
    url,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    cpuMicros: () => {
      // utime and stime, the 14th and 15th fields, counted in ticks of 10 ms.
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
      return (Number(fields?.[11]) + Number(fields?.[12])) * 10_000;
    },
    cpuWaitMicros: () => {
      // Time on a core, time waiting on the run queue (both in ns), time slices run.
      const fields = fs.readFileSync(`/proc/${child.pid}/schedstat`, 'utf8').split(' ');
      return Number(fields[1]) / 1000;
    },
    stop: () => ended(child, 'SIGTERM'),
    crash: () => ended(child, 'SIGKILL'),
    ended: () =>
      child.signalCode ?? (child.exitCode === null ? undefined : `exit ${child.exitCode}`),
  };
}

/** The server as production runs it (`npm start`): the build's bundle, not the TypeScript. */
export const BUILT_SERVER = 'dist/server/main.js';

/** Fails with what to do when the site has not been built. */
export async function assertBuilt(): Promise<void> {
  await fsp.access(BUILT_SERVER).catch(() => {
    throw new Error('the built site is missing; run npm run build first');
  });
}

/** The built site on `env`, ready once its health check answers. */
export async function startSite(env: Record<string, string>, nodeFlags: string[] = []) {
  await assertBuilt();
  return startServer(BUILT_SERVER, env, '/api/v1/health', nodeFlags);
}
