// Run by `npm run build`: prints each public screen's JavaScript (gzipped) and fails the build
// over the budgets, when a library stands in for React, or when admin code reaches a public page.
import { bundleProblems, gzippedKb, HOME_SCREEN, publicScreens, readBuild } from './bundle';

/**
 * What a visitor downloads before a screen comes to life, at most: React's client, React Router's
 * data router and TanStack Query are 107 KB of it before a line of the site (decision 033); parts
 * of a page that load when they come near the screen (web/components/lazy-part) are not counted.
 * Both budgets grow by the 5 KB issue 34 allows the languages, counted in Hindi (decision 044):
 * Lingui and the language code, and the shell's and the screen's words in Hindi catalogues.
 */
const I18N_KB = 5;
const HOME_BUDGET_KB = 125 + I18N_KB;
const SCREEN_BUDGET_KB = 150 + I18N_KB;

const build = readBuild('dist/web');
const problems = bundleProblems(build);
const rows = publicScreens(build).map(({ screen, files }) => ({
  screen,
  kb: gzippedKb(build, files),
  budget: screen === HOME_SCREEN ? HOME_BUDGET_KB : SCREEN_BUDGET_KB,
  files: files.size,
}));
for (const { screen, kb, budget, files } of rows.sort((a, b) => b.kb - a.kb)) {
  const name = screen.replace(/^src\/web\/routes\/|\.tsx?$/g, '');
  console.log(`${name.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB gzipped (${files} files)`);
  if (kb > budget) problems.push(`${name} is ${kb.toFixed(1)} KB, over its ${budget} KB budget`);
}
const home = rows.find(({ screen }) => screen === HOME_SCREEN);
console.log(
  `Home route JavaScript: ${home ? home.kb.toFixed(1) : '?'} KB gzipped (budget ${HOME_BUDGET_KB} KB)`,
);
if (!home) problems.push(`the manifest has no chunk for ${HOME_SCREEN}`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`check-bundle: ${problem}.`);
  process.exit(1);
}
