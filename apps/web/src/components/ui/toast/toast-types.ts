export type ToastKind = 'info' | 'success' | 'error';
/** UI.md: info and error at the top right, the cart's removal success at the top left. */
export type ToastPosition = 'top-right' | 'top-left';

interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  kind: ToastKind;
  message: string;
  /** Defaults to the top right. */
  position?: ToastPosition;
  /** Defaults to the spec's 2000 ms; hovering or focusing the toast pauses it. */
  durationMs?: number;
  /** One button beside the message, e.g. "View cart"; using it dismisses the toast. */
  action?: ToastAction;
}

export interface Toast extends Required<Omit<ToastOptions, 'action'>> {
  id: number;
  action?: ToastAction;
}
