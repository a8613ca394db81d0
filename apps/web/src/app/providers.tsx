import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartProvider } from '#features/cart/state/cart-context.tsx';
import { ToastProvider } from '#ui/toast/toast-context.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** App-wide context: data cache, toasts, and the cart (it lives in the browser, on every page). */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <CartProvider>{children}</CartProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
