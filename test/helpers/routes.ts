/** Method + path of every route under /api, read from Fastify's route tree (HEAD left out). */
export function apiRoutes(tree: string): string[] {
  const found: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const url = (parents[depth - 1] ?? '') + segment;
    parents[depth] = url;
    if (!methods || !url.startsWith('/api/')) continue;
    for (const method of methods.split(', ')) if (method !== 'HEAD') found.push(`${method} ${url}`);
  }
  return found.sort();
}
