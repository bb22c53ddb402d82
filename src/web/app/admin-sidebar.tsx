import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { paths } from '#common/paths';
import { adminMenu } from './admin-menu';
import './admin-messages';

interface AdminSidebarProps {
  open: boolean;
  /** Whether it lies over the content (narrow screens) rather than beside it. */
  overlay: boolean;
  onClose: () => void;
}

const baseLinkClass = 'block rounded-lg px-3 py-2 text-sm font-medium transition-colors';
const activeLinkClass = 'bg-brand-600 text-white';
const idleLinkClass = 'text-slate-300 hover:bg-white/10 hover:text-white';
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${baseLinkClass} ${isActive ? activeLinkClass : idleLinkClass}`;

export function AdminSidebar({ open, overlay, onClose }: AdminSidebarProps) {
  const { t } = useLingui();
  const nav = useRef<HTMLElement>(null);

  // Over the content, the menu takes the focus so the keyboard starts inside it.
  useEffect(() => {
    if (open && overlay) nav.current?.querySelector('a')?.focus();
  }, [open, overlay]);

  if (!open) return null;
  return (
    <>
      {overlay && (
        <button
          type="button"
          aria-label={t`Close admin menu`}
          tabIndex={-1}
          className="fixed inset-0 top-16 z-30 bg-slate-900/50"
          onClick={onClose}
        />
      )}
      <aside
        id="admin-sidebar"
        className={`bg-brand-950 w-64 shrink-0 overflow-y-auto ${
          overlay
            ? 'fixed top-16 bottom-0 left-0 z-40 shadow-xl'
            : 'sticky top-16 h-[calc(100dvh-4rem)]'
        }`}
      >
        <nav ref={nav} aria-label={t`Admin`} className="space-y-6 p-4">
          {adminMenu.map((group) => (
            <div key={group.title.id}>
              <h2 className="text-brand-300 px-3 text-xs font-bold tracking-wider uppercase">
                {t(group.title)}
              </h2>
              <ul className="mt-2 space-y-1">
                {group.links.map(({ label, href }) => (
                  <li key={href}>
                    <NavLink
                      to={href}
                      end={href === paths.admin.dashboard.getHref()}
                      className={linkClass}
                      onClick={overlay ? onClose : undefined}
                    >
                      {t(label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
    </>
  );
}
