import { type ShopCategory, shopCategoryBarTypes } from '@skins/shared';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { SHOP_DETAILS } from '#features/content/index.ts';
import { openDevicePicker, useChosenDevice } from '#features/device/index.ts';
import { paths } from '#lib/paths.ts';
import { CloseIcon, MenuIcon } from '#ui/icons.tsx';
import { ariaCurrent } from '../nav-current.ts';
import { MOBILE_MENU_EXTRA_LINKS, primaryNav } from '../nav-links.ts';
import { BrandMark } from './brand-mark.tsx';

const MENU_ID = 'site-menu';
const MENU_TITLE_ID = 'site-menu-title';

/** Whether this browser runs `commandfor` buttons itself (Chromium 135, Firefox 144, Safari 26.2). */
const runsCommands = () =>
  typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

interface MobileMenuProps {
  /** The page's path: its links are marked current. */
  pathname: string;
  /** The database's categories in their order (decision 067). */
  categories: readonly ShopCategory[];
  buttonClassName: string;
}

/** Whether the menu is showing: as a popover, or as the modal dialog of the fallback. */
function isShown(dialog: HTMLDialogElement): boolean {
  if (dialog.open) return true;
  try {
    return dialog.matches(':popover-open');
  } catch {
    return false; // a browser without popovers: only the fallback's `open` says so
  }
}

/**
 * The hamburger menu below 1024 px (spec §2): a `<dialog>` shown as a popover by `commandfor`
 * buttons, so it works on the first tap with no JavaScript (decision 045); Escape and a tap
 * outside close it, and focus goes back to the button. A popover, not a modal dialog: opening a
 * modal makes the page behind inert, which restyles every element of the page (567 on home)
 * inside the tap; the popover restyles its own 80 ("Measured (step 6)"). It covers the phone's
 * screen, and on wider screens a tap on its backdrop closes it. The island adds what needs a
 * script: the button's state, focus into the menu and kept inside it, a fallback for browsers
 * without commands, and the device choice.
 */
export function MobileMenu({ pathname, categories, buttonClassName }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const device = useChosenDevice();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onChange = () => {
      const shown = isShown(dialog);
      setIsOpen(shown);
      // A modal dialog moves focus in by itself; a popover leaves it on the button.
      if (shown && !dialog.contains(document.activeElement)) {
        dialog.querySelector<HTMLElement>('a[href], button')?.focus();
      }
    };
    // Opened natively before this island hydrated: say so now.
    onChange();
    dialog.addEventListener('toggle', onChange);
    dialog.addEventListener('close', onChange);
    return () => {
      dialog.removeEventListener('toggle', onChange);
      dialog.removeEventListener('close', onChange);
    };
  }, []);

  const open = (event: MouseEvent) => {
    if (runsCommands()) return;
    event.preventDefault();
    const dialog = dialogRef.current;
    if (!dialog) return;
    if ('showPopover' in dialog) dialog.showPopover();
    else (dialog as HTMLDialogElement).showModal();
    setIsOpen(true);
  };
  const close = (event?: MouseEvent) => {
    if (event && runsCommands()) return;
    event?.preventDefault();
    const dialog = dialogRef.current;
    if (dialog && 'hidePopover' in dialog && isShown(dialog) && !dialog.open) dialog.hidePopover();
    else dialog?.close();
    setIsOpen(false);
  };

  // Tab from the menu's last link would leave for the page behind it: it wraps to the first
  // instead, both ways.
  const keepTabInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusables = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button'),
    ].filter((element) => element.offsetParent !== null);
    const first = focusables[0];
    const last = focusables.at(-1);
    const wrapTo = event.shiftKey
      ? document.activeElement === first && last
      : document.activeElement === last && first;
    if (!wrapTo) return;
    event.preventDefault();
    wrapTo.focus();
  };

  return (
    <>
      <button
        type="button"
        commandfor={MENU_ID}
        command="show-popover"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={MENU_ID}
        onClick={open}
        className={buttonClassName}
      >
        <MenuIcon className="size-6" />
      </button>
      <dialog
        ref={dialogRef}
        id={MENU_ID}
        aria-labelledby={MENU_TITLE_ID}
        aria-modal="true"
        popover="auto"
        onKeyDown={keepTabInside}
        className="fixed inset-y-0 right-auto left-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-charcoal-900 p-0 text-white shadow-2xl backdrop:bg-charcoal-950/60 sm:w-96 lg:hidden"
      >
        <div className="flex min-h-full flex-col">
          <div className="flex h-16 shrink-0 items-center justify-between border-white/10 border-b px-4 sm:px-6">
            <h2 id={MENU_TITLE_ID} className="sr-only">
              Menu
            </h2>
            <a href={paths.home()} className="flex items-center rounded-md">
              <BrandMark className="text-lg" />
            </a>
            <button
              type="button"
              commandfor={MENU_ID}
              command="hide-popover"
              onClick={close}
              aria-label="Close"
              className="-mr-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
            >
              <CloseIcon className="size-6" />
            </button>
          </div>

          <nav aria-label="Menu" className="flex flex-1 flex-col px-4 py-6 sm:px-6">
            <ul className="space-y-1">
              {primaryNav(categories).map((item) => (
                <li key={item.to + item.label}>
                  <a
                    href={item.to}
                    aria-current={ariaCurrent(pathname, item.to)}
                    className="block rounded-lg px-3 py-2.5 font-semibold text-lg tracking-wide hover:bg-white/5 aria-[current=page]:text-accent-300"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>

            {/* Choosing a device needs the picker's script: hidden where scripts do not run. */}
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => {
                close();
                openDevicePicker();
              }}
              className="mt-6 flex w-full items-center justify-between gap-3 rounded-xl bg-white/5 px-4 py-3 text-left ring-1 ring-white/10 hover:bg-white/10 noscript:hidden"
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
              {categories.map((category) => (
                <li key={category.slug} className="px-3">
                  <a
                    href={paths.category(category.slug)}
                    aria-current={ariaCurrent(pathname, paths.category(category.slug))}
                    className="font-medium text-base hover:text-accent-300 aria-[current=page]:text-accent-300"
                  >
                    {category.name}
                  </a>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {shopCategoryBarTypes(category).map((type) => {
                      const to = paths.category(category.slug, type.name);
                      return (
                        <li key={type.name}>
                          <a
                            href={to}
                            aria-current={ariaCurrent(pathname, to, false)}
                            className="inline-block rounded-full px-3.5 py-1.5 text-neutral-200 text-sm ring-1 ring-white/15 hover:bg-white/10 aria-[current=page]:bg-accent aria-[current=page]:text-white aria-[current=page]:ring-accent"
                          >
                            {type.label}
                          </a>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              ))}
            </ul>

            <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 border-white/10 border-t px-3 pt-6 text-neutral-300 text-sm">
              {MOBILE_MENU_EXTRA_LINKS.map((item) => (
                <li key={item.to}>
                  <a
                    href={item.to}
                    aria-current={ariaCurrent(pathname, item.to, false)}
                    className="hover:text-white aria-[current=page]:text-accent-300"
                  >
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>

            <p className="mt-auto px-3 pt-8 text-neutral-400 text-xs leading-5">
              Need help?{' '}
              {/* The contact page has the shop's email and phone (the store config): an island
                  has no store config of its own to name them from. */}
              <a href={paths.contact()} className="text-neutral-200 underline underline-offset-2">
                Contact us
              </a>
              <br />
              {SHOP_DETAILS.hoursShort}
            </p>
          </nav>
        </div>
      </dialog>
    </>
  );
}
