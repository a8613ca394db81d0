import {
  type ComponentProps,
  createContext,
  type ReactNode,
  type RefObject,
  use,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
} from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

// The open dialogs, innermost last. A dialog opened over another (the cart's "Remove item?" over
// the drawer) takes the keys alone: Escape closes only it, Tab stays in it.
const openDialogs: object[] = [];

interface DialogContextValue {
  titleId: string;
  descriptionId: string;
}

const DialogContext = createContext<DialogContextValue | null>(null);

export interface DialogProps {
  /** `alertdialog` for a question that must be answered (the confirmations). */
  role?: 'dialog' | 'alertdialog';
  /**
   * Defaults to true. A dialog kept mounted while it animates out passes false: it is inert, and
   * focus, keys and page scrolling are released at once.
   */
  isOpen?: boolean;
  /** Escape, and a click on the backdrop unless `closesOnBackdrop` is false. */
  onClose: () => void;
  closesOnBackdrop?: boolean;
  /** Where focus starts; the first focusable element inside when absent. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Whether a `DialogDescription` is inside, for `aria-describedby`. */
  hasDescription?: boolean;
  isBusy?: boolean;
  id?: string;
  /** The fixed layer over the page: where the panel sits (centred, a drawer, near the top). */
  layerClassName: string;
  backdropClassName: string;
  /** The panel itself. */
  className: string;
  children: ReactNode;
}

/**
 * The one modal shell (drawer, menu, search, confirmations, the test payment): a portal with a
 * backdrop and a panel labelled by its `DialogTitle`. Focus moves inside and Tab cycles there,
 * Escape calls `onClose`, the page behind does not scroll, and on closing focus returns to
 * whatever had it before (the button that opened it). Opened over another dialog, the newer one
 * alone answers the keys.
 */
export function Dialog({
  role = 'dialog',
  isOpen = true,
  onClose,
  closesOnBackdrop = true,
  initialFocusRef,
  hasDescription = false,
  isBusy,
  id,
  layerClassName,
  backdropClassName,
  className,
  children,
}: DialogProps) {
  const idPrefix = useId();
  const ids: DialogContextValue = {
    titleId: `${idPrefix}-title`,
    descriptionId: `${idPrefix}-description`,
  };
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, { isOpen, initialFocusRef, onEscape: onClose });

  return createPortal(
    <div data-state={isOpen ? 'open' : 'closed'} className={layerClassName}>
      {closesOnBackdrop ? (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={onClose}
          className={`absolute inset-0 size-full cursor-default ${backdropClassName}`}
        />
      ) : (
        <div aria-hidden="true" className={`absolute inset-0 ${backdropClassName}`} />
      )}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal. */}
      <div
        ref={panelRef}
        id={id}
        role={role}
        aria-modal="true"
        aria-labelledby={ids.titleId}
        aria-describedby={hasDescription ? ids.descriptionId : undefined}
        aria-busy={isBusy}
        inert={!isOpen}
        // Focusable itself, so a click on its text keeps focus inside.
        tabIndex={-1}
        className={className}
      >
        <DialogContext value={ids}>{children}</DialogContext>
      </div>
    </div>,
    document.body,
  );
}

function useDialogIds(): DialogContextValue {
  const ids = use(DialogContext);
  if (!ids) throw new Error('DialogTitle and DialogDescription belong inside a Dialog');
  return ids;
}

/** The dialog's name (`aria-labelledby`); visually hidden titles pass `className="sr-only"`. */
export function DialogTitle(props: Omit<ComponentProps<'h2'>, 'id'>) {
  return <h2 {...props} id={useDialogIds().titleId} />;
}

/** The dialog's description (`aria-describedby`, with `hasDescription` on the Dialog). */
export function DialogDescription({
  as: Element = 'p',
  ...props
}: Omit<ComponentProps<'div'>, 'id'> & { as?: 'p' | 'div' }) {
  return <Element {...props} id={useDialogIds().descriptionId} />;
}

interface ModalFocusOptions {
  isOpen: boolean;
  initialFocusRef: RefObject<HTMLElement | null> | undefined;
  onEscape: () => void;
}

function useModalFocus(
  containerRef: RefObject<HTMLElement | null>,
  { isOpen, initialFocusRef, onEscape }: ModalFocusOptions,
): void {
  const handleEscape = useEffectEvent(onEscape);

  useEffect(() => {
    const container = containerRef.current;
    if (!isOpen || !container) return;
    const self = {};
    openDialogs.push(self);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () =>
      Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        // A roving tablist's other tabs (tabIndex -1) are reached with the arrows, not Tab.
        (item) => item.tabIndex >= 0 && !item.closest('[hidden]'),
      );
    (initialFocusRef?.current ?? focusables()[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs.at(-1) !== self) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        handleEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      // Tab is moved here rather than left to the browser, so it wraps both ways; an element the
      // list holds but the browser cannot focus (hidden by CSS) is skipped.
      event.preventDefault();
      const items = focusables();
      const step = event.shiftKey ? -1 : 1;
      const active = document.activeElement;
      const current = active instanceof HTMLElement ? items.indexOf(active) : -1;
      let index = current === -1 ? (event.shiftKey ? items.length : -1) : current;
      for (let tries = 0; tries < items.length; tries += 1) {
        index = (index + step + items.length) % items.length;
        const next = items[index];
        next?.focus();
        if (document.activeElement === next) return;
      }
    };

    // Without this the page behind scrolls on touch devices, and the scrollbar gap shifts it.
    const { overflow, paddingRight } = document.body.style;
    const scrollbarWidth = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) document.body.style.paddingRight = `${scrollbarWidth}px`;
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
      // Back to the opener, unless whoever closed the dialog has put focus somewhere on purpose
      // (the cart focuses its title once the line it asked about is gone).
      const active = document.activeElement;
      const isFocusLeftBehind = !active || active === document.body || container.contains(active);
      if (opener?.isConnected && isFocusLeftBehind) opener.focus();
    };
  }, [containerRef, isOpen, initialFocusRef]);
}
