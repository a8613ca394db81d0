import { MESSAGES } from '@skins/shared';
import { useRef } from 'react';
import { Dialog, DialogDescription, DialogTitle } from '#ui/dialog.tsx';
import { TrashIcon } from '#ui/icons.tsx';

interface RemoveLineDialogProps {
  itemName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Are you sure…?" before a line goes (spec §5), as our own alert dialog rather than
 * window.confirm: styled like the shop, and it keeps focus inside until answered. Opened over the
 * drawer, it takes the keys alone: Escape closes only it, Tab stays in it.
 */
export function RemoveLineDialog({ itemName, onConfirm, onCancel }: RemoveLineDialogProps) {
  // The safe answer has focus, so an accidental Enter keeps the line.
  const cancelRef = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      role="alertdialog"
      onClose={onCancel}
      initialFocusRef={cancelRef}
      hasDescription
      layerClassName="fixed inset-0 z-[60] flex items-center justify-center p-4"
      backdropClassName="bg-charcoal-950/50 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0"
      className="relative w-full max-w-sm rounded-3xl bg-white p-6 shadow-[0_32px_80px_-16px_rgb(0_0_0/0.45)] ring-1 ring-neutral-900/5 transition duration-200 ease-out starting:opacity-0 motion-safe:starting:scale-95"
    >
      <span
        aria-hidden="true"
        className="inline-flex size-11 items-center justify-center rounded-full bg-red-50 text-red-600"
      >
        <TrashIcon className="size-5" />
      </span>
      <DialogTitle className="mt-4 font-semibold text-lg text-neutral-900">
        Remove item?
      </DialogTitle>
      <DialogDescription className="mt-2 text-neutral-600 text-sm leading-relaxed">
        {MESSAGES.cart.confirmRemove(itemName)}
      </DialogDescription>
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
          type="button"
          onClick={onConfirm}
          className="h-11 rounded-full bg-red-700 px-5 font-semibold text-sm text-white transition hover:bg-red-800"
        >
          Remove
        </button>
      </div>
    </Dialog>
  );
}
