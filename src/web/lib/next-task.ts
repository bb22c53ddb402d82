/** Resolves in a task of its own, after what the browser has queued (input, paint) meanwhile. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));
