import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../components/icons';
import { Logo } from '../components/logo';
import { paths } from '#common/paths';
import { useScrolledPast } from '../lib/use-scrolled-past';
import { AccountActions } from './account-actions';
import { LanguageSwitch } from './language-switch';

const SHRINK_AFTER_PX = 10;

const links = [
  { label: msg`Home`, href: paths.home.getHref() },
  { label: msg`About`, href: paths.about.getHref() },
  { label: msg`Courses`, href: paths.courses.getHref() },
  { label: msg`Blog`, href: paths.blog.getHref() },
  { label: msg`Contact`, href: paths.contact.getHref() },
];

const baseLinkClass = 'block rounded-full px-4 py-2 text-[0.95rem] font-semibold transition-colors';
const activeLinkClass = 'bg-brand-50 text-brand-700';
const idleLinkClass = 'text-slate-700 hover:text-brand-700';
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${baseLinkClass} ${isActive ? activeLinkClass : idleLinkClass}`;

export function SiteHeader() {
  const { t } = useLingui();
  const scrolled = useScrolledPast(SHRINK_AFTER_PX);
  const location = useLocation();
  // The menu belongs to the page it was opened on, so any navigation closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.key;
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header
      className={`fixed inset-x-0 top-0 z-40 transition-[height,background-color,box-shadow] duration-300 ${
        scrolled ? 'h-(--header-short)' : 'h-(--header-tall)'
      } ${
        scrolled || menuOpen
          ? 'bg-white shadow-md shadow-slate-900/5'
          : // Light enough over the home banner for the dark links to read well; no backdrop blur,
            // which a phone without a GPU redraws in every frame the header is on screen.
            'bg-white/90'
      }`}
    >
      <div className="page-container flex h-full items-center justify-between gap-6">
        <Link
          to={paths.home.getHref()}
          aria-label={t`Vidya Computer Institute home`}
          className="shrink-0 rounded-lg"
        >
          <Logo />
        </Link>

        <div
          id="site-menu"
          className={`${menuOpen ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-4 border-t border-slate-100 bg-white px-4 pt-3 pb-6 shadow-lg lg:static lg:flex lg:flex-1 lg:flex-row lg:items-center lg:justify-between lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none`}
        >
          <nav aria-label={t`Main`} className="lg:mx-auto">
            <ul className="flex flex-col gap-1 lg:flex-row">
              {links.map(({ label, href }) => (
                <li key={href}>
                  <NavLink to={href} end={href === paths.home.getHref()} className={linkClass}>
                    {t(label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <LanguageSwitch className={`${baseLinkClass} ${idleLinkClass} lg:mr-2`} />
          {/* As wide as Login and Register: the menu stays put when the session's corner fills in. */}
          <div className="lg:flex lg:min-w-50 lg:justify-end">
            <AccountActions />
          </div>
        </div>

        <button
          ref={toggle}
          type="button"
          className="rounded-full p-2.5 text-slate-800 hover:bg-slate-100 lg:hidden"
          aria-label={t`Menu`}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpenOn(menuOpen ? null : location.key)}
        >
          {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>
      </div>
    </header>
  );
}
