import { Trans, useLingui } from '@lingui/react/macro';
import type { RefObject } from 'react';
import { Link } from 'react-router';
import { ExpandIcon, LogoutIcon, MenuIcon, ShrinkIcon } from '../components/icons';
import { Logo } from '../components/logo';
import { paths } from '#common/paths';
import { useFullscreen } from './use-fullscreen';
import './admin-messages';

interface AdminTopBarProps {
  sidebarOpen: boolean;
  sidebarToggle: RefObject<HTMLButtonElement | null>;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

const iconButton =
  'flex size-10 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100';

export function AdminTopBar({
  sidebarOpen,
  sidebarToggle,
  onToggleSidebar,
  onLogout,
}: AdminTopBarProps) {
  const { t } = useLingui();
  const fullscreen = useFullscreen(t`Full screen is not available here.`);
  return (
    <header className="sticky top-0 z-40 flex h-16 items-center gap-2 border-b border-slate-200 bg-white px-3 sm:gap-3 sm:px-5">
      <button
        ref={sidebarToggle}
        type="button"
        className={iconButton}
        aria-label={t`Admin menu`}
        aria-expanded={sidebarOpen}
        aria-controls="admin-sidebar"
        onClick={onToggleSidebar}
      >
        <MenuIcon className="size-6" />
      </button>
      <Link
        to={paths.admin.dashboard.getHref()}
        aria-label={t`Vidya Computer Institute dashboard`}
        className="rounded-lg"
      >
        <Logo />
      </Link>
      <div className="ml-auto flex items-center gap-2">
        <button
          type="button"
          className={iconButton}
          aria-label={fullscreen.active ? t`Exit full screen` : t`Full screen`}
          onClick={fullscreen.toggle}
        >
          {fullscreen.active ? <ShrinkIcon /> : <ExpandIcon />}
        </button>
        <button type="button" className="btn btn-outline" onClick={onLogout}>
          <LogoutIcon className="size-4" />
          <span className="max-sm:sr-only">
            <Trans>Logout</Trans>
          </span>
        </button>
      </div>
    </header>
  );
}
