import { useEffect } from 'react';
import { useSiteSettings } from '../lib/site-settings';

/** Sets the browser tab's title while the page is shown. */
export function PageTitle({ title }: { title: string }) {
  const { name } = useSiteSettings();
  const full = `${title} | ${name}`;
  useEffect(() => {
    document.title = full;
  }, [full]);
  return null;
}
