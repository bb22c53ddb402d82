import { useSiteSettings } from '../lib/site-settings';

/** The browser tab's title while the page is shown (React puts it in the document's head). */
export function PageTitle({ title }: { title: string }) {
  const { name } = useSiteSettings();
  return <title>{`${title} | ${name}`}</title>;
}
