import { useEffect, useRef, useState } from 'react';
import { CheckSmallIcon, CloseIcon, ExclamationIcon, InfoIcon } from '../icons.tsx';
import type { Toast, ToastKind, ToastPosition } from './toast-types.ts';

const POSITIONS: readonly ToastPosition[] = ['top-right', 'top-left'];

const POSITION_CLASS: Record<ToastPosition, string> = {
  'top-right': 'right-4 items-end sm:right-6',
  'top-left': 'left-4 items-start sm:left-6',
};

const KIND_ICON: Record<ToastKind, typeof InfoIcon> = {
  info: InfoIcon,
  success: CheckSmallIcon,
  error: ExclamationIcon,
};

const KIND_ICON_CLASS: Record<ToastKind, string> = {
  info: 'bg-sky-400/15 text-sky-300',
  success: 'bg-emerald-400/15 text-emerald-300',
  error: 'bg-red-400/15 text-red-300',
};

interface ToastViewportProps {
  toasts: readonly Toast[];
  onDismiss: (id: number) => void;
}

/**
 * One polite live region per corner, always in the page: screen readers announce what is added
 * to a region that already exists, not a region that appears with its text. Errors are alerts.
 * The corners start below the 64 px bars (the site header, the cart drawer's title and its
 * Close button), so a toast never covers the control the shopper reaches for next.
 */
export function ToastViewport({ toasts, onDismiss }: ToastViewportProps) {
  return POSITIONS.map((position) => (
    <div
      key={position}
      role="status"
      aria-live="polite"
      aria-relevant="additions text"
      data-position={position}
      className={`pointer-events-none fixed top-20 z-[70] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 ${POSITION_CLASS[position]}`}
    >
      {toasts
        .filter((toast) => toast.position === position)
        .map((toast) => (
          <ToastCard key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
    </div>
  ));
}

function ToastCard({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { id, durationMs } = toast;
  const KindIcon = KIND_ICON[toast.kind];
  const [isPaused, setIsPaused] = useState(false);
  const remainingMs = useRef(durationMs);

  // Hover or focus pauses the countdown (WCAG 2.2.1): a shopper reading or tabbing to the
  // action does not lose the toast under the pointer.
  useEffect(() => {
    if (isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [isPaused, id, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the countdown; the card is not a control.
    <div
      role={toast.kind === 'error' ? 'alert' : undefined}
      data-kind={toast.kind}
      onPointerEnter={() => setIsPaused(true)}
      onPointerLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsPaused(false);
      }}
      className="pointer-events-auto flex w-full items-start gap-3 rounded-2xl bg-charcoal-900/95 py-3 pr-2 pl-3 text-white shadow-[0_16px_40px_-12px_rgb(0_0_0/0.45)] ring-1 ring-white/10 backdrop-blur transition duration-200 ease-out starting:opacity-0 motion-safe:starting:-translate-y-2"
    >
      <span
        className={`mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full ${KIND_ICON_CLASS[toast.kind]}`}
      >
        <KindIcon className="size-4" />
      </span>
      <div className="min-w-0 flex-1 py-1">
        <p className="text-pretty text-sm leading-5">{toast.message}</p>
        {toast.action && (
          <button
            type="button"
            onClick={() => {
              toast.action?.onClick();
              onDismiss(id);
            }}
            className="mt-1.5 font-semibold text-accent-300 text-sm underline-offset-4 hover:underline"
          >
            {toast.action.label}
          </button>
        )}
      </div>
      <button
        type="button"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(id)}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-neutral-400 transition hover:bg-white/10 hover:text-white"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
