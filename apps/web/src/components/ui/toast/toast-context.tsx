import { TOAST_DURATION_MS } from '@skins/shared';
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react';
import type { Toast, ToastOptions } from './toast-types.ts';
import { ToastViewport } from './toast-viewport.tsx';

// Our own few lines instead of a toast library: the spec needs two corners, three kinds and a
// fixed 2 s life, and this code loads on every page (the storefront is at its JS budget).

export interface ToastApi {
  /** Shows a toast and returns its id. The same message in the same corner restarts instead of stacking. */
  showToast: (options: ToastOptions) => number;
  dismissToast: (id: number) => void;
}

/** More than this per corner and the oldest goes: a stack of toasts helps no one. */
const MAX_TOASTS_PER_POSITION = 3;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const api = useMemo<ToastApi>(() => {
    const dismissToast = (id: number) => {
      setToasts((current) => current.filter((toast) => toast.id !== id));
    };
    const showToast = (options: ToastOptions) => {
      const id = nextId.current++;
      const toast: Toast = {
        id,
        kind: options.kind,
        message: options.message,
        position: options.position ?? 'top-right',
        durationMs: options.durationMs ?? TOAST_DURATION_MS,
        ...(options.action ? { action: options.action } : {}),
      };
      setToasts((current) => {
        // A repeated message (minus pressed again at quantity 1) gets a new id, so its timer restarts.
        const others = current.filter(
          (item) =>
            !(
              item.position === toast.position &&
              item.kind === toast.kind &&
              item.message === toast.message
            ),
        );
        const inCorner = others.filter((item) => item.position === toast.position);
        const overflow = inCorner.slice(
          0,
          Math.max(0, inCorner.length + 1 - MAX_TOASTS_PER_POSITION),
        );
        return [...others.filter((item) => !overflow.includes(item)), toast];
      });
      return id;
    };
    return { showToast, dismissToast };
  }, []);

  return (
    <ToastContext value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={api.dismissToast} />
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
