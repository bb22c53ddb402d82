/** The longest `whenIdle` waits for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `then` when the browser is next idle (or after a few seconds); answers a cancel. */
export function whenIdle(then: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, IDLE_TIMEOUT_MS);
  return () => clearTimeout(id);
}
