import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { isApiError } from '#lib/api-client.ts';
import type { ToastApi } from '#ui/toast/toast-context.tsx';

/**
 * An order step's dialog meeting a refusal because the order changed meanwhile (409: someone
 * else moved it; 404: deleted): the page now shows the order as it is, so the question is moot.
 * Says the server's words in a toast and closes the dialog; false for any other refusal, which
 * the dialog shows itself.
 */
export function closeIfOrderChanged(
  error: unknown,
  showToast: ToastApi['showToast'],
  onClose: () => void,
): boolean {
  if (!isApiError(error) || (error.status !== 409 && error.status !== 404)) return false;
  showToast({ kind: 'error', message: errorMessageOf(error, 'The order has changed.') });
  onClose();
  return true;
}
