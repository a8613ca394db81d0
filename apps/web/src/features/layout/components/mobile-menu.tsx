import { CATEGORIES } from '@skins/shared';
import { Link, NavLink } from 'react-router';
import { SHOP_DETAILS } from '#features/content/index.ts';
import { openDevicePicker, useChosenDevice } from '#features/device/index.ts';
import { paths } from '#lib/paths.ts';
import { Dialog, DialogTitle } from '#ui/dialog.tsx';
import { CloseIcon } from '#ui/icons.tsx';
import { MOBILE_MENU_EXTRA_LINKS, PRIMARY_NAV } from '../nav-links.ts';
import { BrandMark } from './brand-mark.tsx';

interface MobileMenuProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The hamburger menu below 1024 px: a modal panel with the pages and every category. */
export function MobileMenu({ id, isOpen, onClose }: MobileMenuProps) {
  const device = useChosenDevice();
  if (!isOpen) return null;
  return (
    <Dialog
      id={id}
      onClose={onClose}
      layerClassName="fixed inset-0 z-50 lg:hidden"
      backdropClassName="bg-charcoal-950/60"
      className="absolute inset-y-0 left-0 flex w-full flex-col sm:w-96 overflow-y-auto bg-charcoal-900 text-white shadow-2xl"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-white/10 border-b px-4 sm:px-6">
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <Link to={paths.home()} className="flex items-center rounded-md">
          <BrandMark className="text-lg" />
        </Link>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>

      <nav aria-label="Menu" className="flex flex-1 flex-col px-4 py-6 sm:px-6">
        <ul className="space-y-1">
          {PRIMARY_NAV.map((item) => (
            <li key={item.to + item.label}>
              <NavLink
                to={item.to}
                end
                className="block rounded-lg px-3 py-2.5 font-semibold text-lg tracking-wide hover:bg-white/5 aria-[current=page]:text-accent-300"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => {
            onClose();
            openDevicePicker();
          }}
          className="mt-6 flex w-full items-center justify-between gap-3 rounded-xl bg-white/5 px-4 py-3 text-left ring-1 ring-white/10 hover:bg-white/10"
        >
          <span>
            <span className="block text-neutral-400 text-xs tracking-widest uppercase">
              Your device
            </span>
            <span className="mt-0.5 block font-medium">
              {device?.model ?? 'Choose your device'}
            </span>
          </span>
          <span className="text-accent-300 text-sm">{device ? 'Change' : 'Choose'}</span>
        </button>

        <h3 className="mt-8 px-3 font-semibold text-neutral-400 text-xs tracking-widest uppercase">
          Shop by category
        </h3>
        <ul className="mt-3 space-y-5">
          {CATEGORIES.map((category) => (
            <li key={category.slug} className="px-3">
              <NavLink
                to={paths.category(category.slug)}
                end
                className="font-medium text-base hover:text-accent-300 aria-[current=page]:text-accent-300"
              >
                {category.name}
              </NavLink>
              <ul className="mt-2 flex flex-wrap gap-2">
                {category.productTypes.map((type) => (
                  <li key={type.name}>
                    <NavLink
                      to={paths.category(category.slug, type.name)}
                      className="inline-block rounded-full px-3.5 py-1.5 text-neutral-200 text-sm ring-1 ring-white/15 hover:bg-white/10 aria-[current=page]:bg-accent aria-[current=page]:text-white aria-[current=page]:ring-accent"
                    >
                      {type.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>

        <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 border-white/10 border-t px-3 pt-6 text-neutral-300 text-sm">
          {MOBILE_MENU_EXTRA_LINKS.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                className="hover:text-white aria-[current=page]:text-accent-300"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <p className="mt-auto px-3 pt-8 text-neutral-400 text-xs leading-5">
          Need help?{' '}
          <a
            href={`mailto:${SHOP_DETAILS.email}`}
            className="text-neutral-200 underline underline-offset-2"
          >
            {SHOP_DETAILS.email}
          </a>
          <br />
          {SHOP_DETAILS.hoursShort}
        </p>
      </nav>
    </Dialog>
  );
}
