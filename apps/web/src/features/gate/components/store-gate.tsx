import { lazy, type ReactNode, Suspense } from 'react';
import { useGateDecision } from '../hooks/use-gate-decision.ts';
import type { GatedPage } from './gate-screen.tsx';

// The gate screen and its newsletter form are their own chunk: unlocked visitors never load them.
const GateScreen = lazy(() =>
  import('./gate-screen.tsx').then((module) => ({ default: module.GateScreen })),
);

interface StoreGateProps {
  /** The store, rendered once the visitor may see it. */
  children: ReactNode;
  /** Shown while the server's config is asked for and while the gate's code loads. */
  loading: ReactNode;
  /** Pages that must stay reachable behind the gate (the unsubscribe link in a mail). */
  isExempt?: boolean;
  /** The page asked for: where the gate's form returns once the store is unlocked. */
  page: GatedPage;
}

/** Spec §2 password gate: the store, or the full-screen gate in its place. */
export function StoreGate({ children, loading, isExempt = false, page }: StoreGateProps) {
  const decision = useGateDecision();
  if (isExempt || decision === 'store') return children;
  if (decision === 'checking') return loading;
  return (
    <>
      {/* The gate is not the shop: search engines must not index it under the shop's URLs. */}
      <meta name="robots" content="noindex" />
      <Suspense fallback={loading}>
        <GateScreen page={page} />
      </Suspense>
    </>
  );
}
