/** Sets the page's address: where relative calls go, and whose cookies are sent. */
export const setPageUrl = (url: string) =>
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
