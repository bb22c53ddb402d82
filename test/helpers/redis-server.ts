import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A redis-server of the test's own, on a free loopback port: the shared one is never stopped. */
export interface RedisServer {
  url: string;
  /** Ends it at once, as a crash would (kill -9). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty (it keeps nothing on disk). */
  start(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open and nothing is answered, until `resume`. */
  pause(): void;
  resume(): void;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Whether something at `port` answers PING with PONG. */
const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(200, () => socket.destroy());
    socket.on('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.on('close', () => resolve(false));
    socket.on('error', () => resolve(false));
  });

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100 && !(await answers(port)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    kill: async () => {
      const running = child;
      if (!running || running.exitCode !== null) return;
      running.kill('SIGCONT');
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
    pause: () => void child?.kill('SIGSTOP'),
    resume: () => void child?.kill('SIGCONT'),
  };
}
