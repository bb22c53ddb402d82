import { useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { NavigationProgress } from '../components/navigation-progress';
import { TestModeNotice } from './later/test-mode-notice';
import { useLogOut } from '../lib/use-log-out';
import { useScrollTopOnNavigate } from '../lib/use-scroll-top-on-navigate';
import { AdminSidebar } from './admin-sidebar';
import { AdminTopBar } from './admin-top-bar';
import { SkipLink } from './skip-link';

// A media query, not words.
// eslint-disable-next-line lingui/no-unlocalized-strings
const wideScreen = '(min-width: 1024px)';

export function AdminLayout() {
  const logOut = useLogOut();
  const [wide, setWide] = useState(() => window.matchMedia(wideScreen).matches);
  const [sidebarOpen, setSidebarOpen] = useState(wide);
  const sidebarToggle = useRef<HTMLButtonElement>(null);
  useScrollTopOnNavigate();

  // The side menu closes below 1024px and opens again above it.
  useEffect(() => {
    const query = window.matchMedia(wideScreen);
    const onChange = () => {
      setWide(query.matches);
      setSidebarOpen(query.matches);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (wide || !sidebarOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setSidebarOpen(false);
      sidebarToggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [wide, sidebarOpen]);

  return (
    <div className="min-h-dvh bg-slate-50">
      <NavigationProgress />
      <SkipLink />
      <AdminTopBar
        sidebarOpen={sidebarOpen}
        sidebarToggle={sidebarToggle}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
        onLogout={() => void logOut()}
      />
      <div className="flex">
        <AdminSidebar open={sidebarOpen} overlay={!wide} onClose={() => setSidebarOpen(false)} />
        <main id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-8">
          <TestModeNotice inline />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
