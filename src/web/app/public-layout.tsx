import { lazyPart } from '../components/lazy-part';
import { PagePart } from '../components/page-part';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { TestModeNotice } from '../components/test-mode-notice';
import { useScrollTopOnNavigate } from '../lib/use-scroll-top-on-navigate';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

const SiteFooter = lazyPart(() => import('./site-footer').then((part) => part.SiteFooter));

export function PublicLayout() {
  useScrollTopOnNavigate();
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
      <TestModeNotice endClassName="bg-brand-950" />
    </div>
  );
}
