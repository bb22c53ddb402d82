/** The part of autocannon's programmatic API the tests bench uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Options {
      url: string;
      connections: number;
      connectionRate?: number;
      amount?: number;
      requests: (Request & {
        setupRequest?: (request: Request, context: never) => Request;
        onResponse?: (status: number, body: string, context: never) => void;
      })[];
    }
    interface Result {
      latency: { p99: number };
      requests: { average: number; total: number };
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
