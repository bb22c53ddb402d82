/* The Cache Storage names the service worker (web/sw.ts) and the page share (decision 071). */

/** Pages (HTML) the visitor has opened: the same for everyone who asks, so never private. */
export const PAGES_CACHE = 'pages';

/** Code, styles, fonts and pictures beyond the precached shell, kept as they are seen. */
export const ASSETS_CACHE = 'assets';

/** Each signed-in student's lessons saved for offline reading: `offline-lessons-<user id>`. */
export const OFFLINE_LESSONS_PREFIX = 'offline-lessons-';

/** The address at which signing out reaches the server (the service worker watches for it). */
export const LOGOUT_PATH = '/api/v1/user/logout';

/** What the page posts to a waiting service worker when the student chooses the new version. */
export const SKIP_WAITING = 'skip-waiting';
