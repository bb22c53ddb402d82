import { gzippedKb, HOME_SCREEN, publicScreens, readBuild } from './scripts/bundle';
const build = readBuild('dist/web');
const home = publicScreens(build).find((s) => s.screen === HOME_SCREEN)!;
for (const f of [...home.files].sort()) console.log(gzippedKb(build, new Set([f])).toFixed(2), f);
