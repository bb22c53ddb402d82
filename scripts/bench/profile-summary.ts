/**
 * `tsx scripts/bench/profile-summary.ts <file.cpuprofile>`: where a server's CPU time went, by
 * function and by package (self time), to find what every request pays.
 */
import fs from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const profile = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const frame = byId.get(id)?.callFrame;
  const micros = profile.timeDeltas[i] ?? 0;
  if (!frame) return;
  total += micros;
  const pkg =
    /node_modules\/((@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1] ??
    (frame.url ? frame.url.replace(/^.*\/(src|scripts)\//, '$1/') : frame.functionName);
  const fn = `${frame.functionName || '(anonymous)'} ${pkg}:${frame.lineNumber + 1}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
});
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, micros]) => `  ${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`)
    .join('\n');
console.log(`self time by package:\n${top(byPackage, 25)}\n\nby function:\n${top(byFunction, 40)}`);
