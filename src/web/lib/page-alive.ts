/** How many parts of the server's page are still to hydrate; none once the page is alive. */
let parts = 0;
let alive: () => void = () => {};

/**
 * Resolves once React has hydrated every part of the page the server sent into `root`: each part
 * is a Suspense boundary, which the server's HTML marks with a `<!--$-->` comment.
 */
export function pageAlive(root: HTMLElement): Promise<void> {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  while (walker.nextNode()) if ((walker.currentNode as Comment).data === '$') parts += 1;
  return new Promise((resolve) => {
    alive = resolve;
    if (parts === 0) resolve();
  });
}

/** A part of the page has hydrated (or rendered, on a page the browser renders itself). */
export function partAlive(): void {
  if (parts === 0) return;
  parts -= 1;
  if (parts === 0) alive();
}
