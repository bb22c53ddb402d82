import { useSiteSettings } from '../lib/site-settings';

/** Sets the browser tab's title; React places it in <head>. */
export function PageTitle({ title }: { title: string }) {
  const { name } = useSiteSettings();
  return <title>{`${title} | ${name}`}</title>;
}
