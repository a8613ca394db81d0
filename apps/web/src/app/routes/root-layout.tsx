import { Link, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { paths } from '../paths.ts';

export function RootLayout() {
  const navigation = useNavigation();
  const isNavigating = navigation.state === 'loading';

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-neutral-900"
      >
        Skip to content
      </a>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-40 h-0.5 origin-left bg-accent transition-transform duration-500 ${isNavigating ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <header className="bg-charcoal-900 text-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <Link
            to={paths.home()}
            className="font-semibold text-xl tracking-[0.2em] uppercase hover:text-accent-300"
          >
            Skins
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-neutral-200 border-t bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-neutral-600 text-sm sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>Premium skins and wraps for phones, laptops, consoles and accessories.</p>
          <p>© {new Date().getFullYear()} Skins. Prices in Indian rupees.</p>
        </div>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
