import { lazy, Suspense } from 'react';
import { lazyPart } from '../components/lazy-part';
import { PagePart } from '../components/page-part';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { browserPrefersHindi, chosenLanguage } from '../lib/language-choice';
import { useHydrated } from '../lib/use-hydrated';
import { useLanguage } from '../lib/use-language';
import { useScrollTopOnNavigate } from '../lib/use-scroll-top-on-navigate';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const SiteFooter = lazyPart(() => import('./later/site-footer').then((part) => part.SiteFooter));
// Only a visitor it is for downloads the offer of the Hindi page.
const HindiOffer = lazy(async () => ({ default: (await import('./hindi-offer')).HindiOffer }));

/**
 * A first visit (no language chosen) to an English page, from a browser whose first language is
 * Hindi. Pages are cached alike for everyone, so the browser decides, once the page is alive.
 */
function useOfferHindi(): boolean {
  const hydrated = useHydrated();
  const english = useLanguage() === 'en';
  return hydrated && english && !chosenLanguage() && browserPrefersHindi();
}

export function PublicLayout() {
  useScrollTopOnNavigate();
  const offerHindi = useOfferHindi();
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <SkipLink />
      <PagePart>
        <SiteHeader />
      </PagePart>
      {/* At least a screen tall: the footer starts below the fold and never jumps as a page loads. */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <PagePart>
          <Outlet />
        </PagePart>
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      {offerHindi && (
        <Suspense fallback={null}>
          <HindiOffer />
        </Suspense>
      )}
    </div>
  );
}
