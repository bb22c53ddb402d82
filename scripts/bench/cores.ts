import { availableParallelism } from 'node:os';

/**
 * The command that runs `command` on a core of its own: the servers under test on the first, the
 * load on the second, so that neither is measured with the other's work nor moved between cores
 * mid-run (unpinned, rounds of the same read ranged from 35% to 151% of the bare server). `taskset`
 * execs the command, so its process id stays the server's. On a machine with one core, as it is.
 */
export function onCore(
  role: 'server' | 'load',
  command: string,
  args: string[],
): [string, string[]] {
  if (availableParallelism() < 2) return [command, args];
  return ['taskset', ['--cpu-list', role === 'server' ? '0' : '1', command, ...args]];
}
