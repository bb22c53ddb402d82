import { configure } from '@testing-library/dom';

// A screen test's `findBy…` and `waitFor` wait up to a second by default; on a loaded two-core
// machine a real server's answer and React's render together took longer than that.
configure({ asyncUtilTimeout: 5000 });
