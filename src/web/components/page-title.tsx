import { useEffect } from 'react';
import { useSiteSettings } from '../lib/site-settings';

/**
 * The browser tab's title while the page is shown. The server's head already holds the page's one
 * `<title>`; this renames that element rather than rendering another (React would add a second).
 */
export function PageTitle({ title }: { title: string }) {
  const { name } = useSiteSettings();
  const full = `${title} | ${name}`;
  useEffect(() => {
    document.title = full;
  }, [full]);
  return null;
}
