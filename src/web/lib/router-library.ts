/** React Router by itself: web/main evaluates it in a step of its own, before the site's routes. */
export { createBrowserRouter } from 'react-router';
