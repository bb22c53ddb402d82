import { adminPages, pages, type PageFacts } from '#common/pages';
import { LEAD_PICTURE_SIZES } from '#common/images';
import type { SiteSettings } from '#common/site-settings';
import type { LeadPicture } from './page-meta';

/** A page whose address and words do not come from the database (`#common/pages`). */
export interface FixedPage extends PageFacts {
  /** The picture seen first, from the settings (the home page's first banner). */
  leadPicture?: (settings: SiteSettings) => LeadPicture;
}

const leadPictures: Record<string, FixedPage['leadPicture']> = {
  [pages.home.path]: (settings) => ({
    src: settings.bannerImages[0] ?? '',
    sizes: LEAD_PICTURE_SIZES.banner,
  }),
};

// A certificate's page is described only once its certificate is found (find-page).
const fixedPages: FixedPage[] = [...Object.values(pages), ...adminPages]
  .filter((page) => page !== pages.certificateVerification)
  .map((page) => ({ ...page, leadPicture: leadPictures[page.path] }));

/** The public pages search engines should list, in the sitemap's order. */
export const indexedPages = fixedPages.filter((page) => page.indexable);

/** Pages of the app that are no use in search results: forms of one's own account, the dashboard. */
export const unindexedPages = fixedPages.filter((page) => !page.indexable);
