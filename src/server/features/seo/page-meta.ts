import type { Language } from '#common/languages';
import type { SiteSettings } from '#common/site-settings';
import type { SafeHtml } from './html';

/** The site as pages describe it: its settings and the address it is reached at. */
export interface Site {
  settings: SiteSettings;
  /** PUBLIC_URL, without a trailing slash. */
  url: string;
  /** The language of the page being written, from its address (`/hi/…`). */
  language: Language;
}

export interface SocialImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The picture largest on first sight, fetched with the page instead of after the app asks. */
export interface LeadPicture {
  /** As the app draws it: a URL the server returns, and the `sizes` it is drawn at. */
  src: string;
  sizes: string;
}

/** What the server writes into a page's HTML for search engines and link previews. */
export interface PageMeta {
  /** Without the site name, which the head adds as the app does. */
  title: string;
  description: string;
  /** The canonical path; absent for the lost page, which has no address of its own. */
  path?: string;
  indexable: boolean;
  ogType: 'website' | 'article';
  /** The site's card when absent. */
  image?: SocialImage;
  leadPicture?: LeadPicture;
  structuredData: object[];
  /** The page's main text for readers without JavaScript. */
  mainText: SafeHtml;
}

export const absoluteUrl = (site: Site, pathOrUrl: string): string =>
  new URL(pathOrUrl, `${site.url}/`).href;
