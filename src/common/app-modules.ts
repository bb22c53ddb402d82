/**
 * The element in a page listing the app's modules it runs beyond the entry's own imports; the
 * app preloads them once the page is on screen (web/lib/app-modules).
 */
export const APP_MODULES_ID = 'app-modules';

/**
 * The element in a page listing, for each screen (by route id), the modules it needs beyond the
 * app's steps; the app preloads them side by side when it is about to show that screen.
 */
export const SCREEN_MODULES_ID = 'screen-modules';
