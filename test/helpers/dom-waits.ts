import { configure } from '@testing-library/dom';

// A screen test's `findBy…` and `waitFor` wait up to a second by default. In CI both databases'
// tests and the browser journeys share two cores, and a real server's answer and React's render
// together have taken over five seconds there: the wait ends as soon as the screen shows it.
configure({ asyncUtilTimeout: 15_000 });
