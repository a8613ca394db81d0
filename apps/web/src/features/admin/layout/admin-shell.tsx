import type { AdminRole } from '@skins/shared';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '#lib/paths.ts';
import { adminNavFor, adminSectionOf } from './admin-nav.ts';
import { ViewShopLink } from './view-shop-link.tsx';

interface AdminShellProps {
  email: string;
  /** Staff see only their sections. */
  role: AdminRole;
  onSignOut: () => void;
  children: ReactNode;
}

const navLinkClass = (isActive: boolean) =>
  `block shrink-0 rounded-lg px-3 py-2 font-medium text-sm transition ${
    isActive ? 'bg-white/10 text-white' : 'text-neutral-400 hover:bg-white/5 hover:text-neutral-100'
  }`;

/**
 * The admin's frame: a dark sidebar from 1024 px, a top bar with a scrolling row of sections
 * below that. The storefront's header, footer, cart and gate are not part of it.
 */
export function AdminShell({ email, role, onSignOut, children }: AdminShellProps) {
  const current = adminSectionOf(useLocation().pathname);
  return (
    <div className="min-h-dvh bg-neutral-100 lg:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-neutral-900"
      >
        Skip to content
      </a>
      {/* The dark column runs the page's full height; its contents stay in view while it scrolls. */}
      <aside className="bg-charcoal-950 text-white lg:w-60 lg:shrink-0">
        <div className="lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col">
          <div className="flex items-center justify-between gap-4 px-4 py-3 lg:block lg:px-5 lg:py-6">
            <Link to={paths.home()} className="font-semibold text-lg tracking-tight">
              Skins <span className="font-normal text-neutral-400">admin</span>
            </Link>
            <div className="flex items-center gap-3 lg:hidden">
              <SignOutButton onSignOut={onSignOut} />
            </div>
          </div>
          <nav aria-label="Admin" className="overflow-x-auto px-2 pb-2 lg:flex-1 lg:px-3 lg:pb-0">
            <ul className="flex gap-1 lg:flex-col">
              {adminNavFor(role).map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={item === current ? 'page' : undefined}
                    className={navLinkClass(item === current)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden border-white/10 border-t px-5 py-4 lg:block">
            <p className="truncate text-neutral-400 text-xs" title={email}>
              Signed in as
              <span className="block truncate text-neutral-200 text-sm">{email}</span>
            </p>
            <div className="mt-3 flex items-center justify-between">
              <ViewShopLink />
              <SignOutButton onSignOut={onSignOut} />
            </div>
          </div>
        </div>
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}

function SignOutButton({ onSignOut }: { onSignOut: () => void }) {
  return (
    <button
      type="button"
      onClick={onSignOut}
      className="rounded-lg px-2 py-1 font-medium text-neutral-300 text-sm transition hover:bg-white/10 hover:text-white"
    >
      Sign out
    </button>
  );
}
