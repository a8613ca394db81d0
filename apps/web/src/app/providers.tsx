import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CartProvider } from '#features/cart/state/cart-context.tsx';
import { InitialGateContext } from '#features/gate/initial-gate.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** A server-rendered page: what its request's cookie decided (features/gate/initial-gate.ts). */
  initialGate?: 'store' | 'gate' | null;
}

/** App-wide context: data cache and the cart (it lives in the browser, on every page). */
export function AppProviders({ queryClient, children, initialGate = null }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <InitialGateContext value={initialGate}>
        <CartProvider>{children}</CartProvider>
      </InitialGateContext>
    </QueryClientProvider>
  );
}
