/** Made by vite.config's openSourceCredits from the installed packages. */
declare module 'virtual:open-source-credits' {
  import type { Credit } from '#common/credits';

  const credits: Credit[];
  export default credits;
}
