/**
 * The element in a page listing the app's modules it runs beyond the entry's own imports; the
 * app preloads them once the page is on screen (web/lib/app-modules).
 */
export const APP_MODULES_ID = 'app-modules';
