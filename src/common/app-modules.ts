/**
 * The element in a page listing the app's modules it runs beyond the entry's own imports; the
 * app preloads them once the page is on screen (web/lib/app-modules). Its `data-screens` is the
 * address of every screen's own modules, which the app preloads when it is about to show one.
 */
export const APP_MODULES_ID = 'app-modules';
