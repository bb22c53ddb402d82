import type http from 'node:http';

export type Fault = 500 | 400 | 429 | 'hang';

/**
 * The next requests a stand-in fails, and how; a hanging request is answered never (its socket
 * is closed with the server).
 */
export function faults<F extends string | number = Fault>() {
  const queue: (F | 'hang')[] = [];
  const hanging = new Set<http.ServerResponse>();
  return {
    failNext(count: number, fault: F | 'hang') {
      for (let i = 0; i < count; i++) queue.push(fault);
    },
    /** The fault for this request, if one is due; a hang is taken care of here. */
    take(res: http.ServerResponse): F | 'hang' | undefined {
      const fault = queue.shift();
      if (fault === 'hang') hanging.add(res);
      return fault;
    },
    release() {
      for (const res of hanging) res.destroy();
      hanging.clear();
    },
  };
}

export function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export const parseOrUndefined = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** A provider's throughput limit: true when a request now is one too many in the last second. */
export function throughput(maxPerSecond: number | undefined) {
  const recent: number[] = [];
  return {
    exceeded(): boolean {
      if (maxPerSecond === undefined) return false;
      const now = performance.now();
      while (recent.length > 0 && recent[0]! <= now - 1000) recent.shift();
      if (recent.length >= maxPerSecond) return true;
      recent.push(now);
      return false;
    },
  };
}

/**
 * Webhooks a provider posts on its own after accepting a message, each retried every `retryMs`
 * until the site answers 2xx (Meta and MSG91 retry for hours; a stand-in for `attempts` tries),
 * so a site that was down a moment still hears of it.
 */
export function reportPoster(retryMs = 500, attempts = 60) {
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  return {
    /** Calls `post` after `delayMs`, and again after each failure. */
    post(delayMs: number, post: () => Promise<Response>, left = attempts) {
      later(delayMs, () => {
        post().then(
          (res) => {
            if (!res.ok && left > 1) this.post(retryMs, post, left - 1);
          },
          () => {
            if (left > 1) this.post(retryMs, post, left - 1);
          },
        );
      });
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
