import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartProvider } from '#features/cart/state/cart-context.tsx';
import { InitialGateContext } from '#features/gate/initial-gate.ts';
import { ToastProvider } from '#ui/toast/toast-context.tsx';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** A server-rendered page: what its request's cookie decided (features/gate/initial-gate.ts). */
  initialGate?: 'store' | 'gate' | null;
  /** A server-rendered page: the cart is read from storage after hydrating, not before. */
  restoresCartAfterHydration?: boolean;
}

/** App-wide context: data cache, toasts, and the cart (it lives in the browser, on every page). */
export function AppProviders({
  queryClient,
  children,
  initialGate = null,
  restoresCartAfterHydration = false,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <InitialGateContext value={initialGate}>
        <ToastProvider>
          <CartProvider restoresAfterHydration={restoresCartAfterHydration}>
            {children}
          </CartProvider>
        </ToastProvider>
      </InitialGateContext>
    </QueryClientProvider>
  );
}
