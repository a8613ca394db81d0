import { MESSAGES } from '@skins/shared';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { TrashIcon } from '#ui/icons.tsx';

interface RemoveLineDialogProps {
  itemName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure…?" before a line goes (spec §5), as our own alert dialog rather than
 * window.confirm: styled like the shop, and it keeps focus inside until answered. It handles its
 * own keys and stops them there, so the drawer underneath (also a modal, listening on the
 * document) neither closes on this Escape nor pulls Tab back to itself.
 */
export function RemoveLineDialog({ itemName, onConfirm, onCancel }: RemoveLineDialogProps) {
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const messageId = `${idPrefix}-message`;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The safe answer has focus, so an accidental Enter keeps the line.
    cancelRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    event.preventDefault();
    event.stopPropagation();
    const next = document.activeElement === cancelRef.current ? confirmRef : cancelRef;
    next.current?.focus();
  };

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the whole dialog are handled here, not by one control.
    <div
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] flex items-center justify-center p-4"
    >
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        onClick={onCancel}
        className="absolute inset-0 size-full cursor-default bg-charcoal-950/50 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0"
      />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        // Focusable itself, so a click on its text keeps focus (and the keys) inside.
        tabIndex={-1}
        className="relative w-full max-w-sm rounded-3xl bg-white p-6 shadow-[0_32px_80px_-16px_rgb(0_0_0/0.45)] ring-1 ring-neutral-900/5 transition duration-200 ease-out starting:opacity-0 motion-safe:starting:scale-95"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600"
        >
          <TrashIcon className="size-5" />
        </span>
        <h2 id={titleId} className="mt-4 font-semibold text-lg text-neutral-900">
          Remove item?
        </h2>
        <p id={messageId} className="mt-2 text-neutral-600 text-sm leading-relaxed">
          {MESSAGES.cart.confirmRemove(itemName)}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            className="h-11 rounded-full px-5 font-medium text-neutral-900 text-sm ring-1 ring-neutral-300 transition hover:bg-neutral-100"
          >
            Cancel
          </button>
          <button
            ref={confirmRef}
            type="button"
            onClick={onConfirm}
            className="h-11 rounded-full bg-red-700 px-5 font-semibold text-sm text-white transition hover:bg-red-800"
          >
            Remove
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
