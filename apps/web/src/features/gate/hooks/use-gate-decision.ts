import { useContext, useEffect, useState } from 'react';
import { subscribeToStoreLocked } from '#lib/api-client.ts';
import { useStoreConfig } from '../api/get-store-config.ts';
import { isSiteUnlocked } from '../gate-flag.ts';
import { InitialGateContext } from '../initial-gate.ts';

/** What the shop shows: the store, the gate, or the loading overlay while that is unknown. */
export type GateDecision = 'store' | 'gate' | 'checking';

/**
 * Spec §2: the gate shows whenever `siteUnlocked` is not 'true'; API.md makes the server's
 * config decide whether the gate is on at all, and its 403 `STORE_LOCKED` bring the gate back.
 */
export function useGateDecision(): GateDecision {
  // A server-rendered page: its request's cookie decided, and the flag was set to match it.
  const initial = useContext(InitialGateContext);
  // Read once: an unlocked browser renders the store at once, without asking the server.
  const [hasFlag] = useState(() => (initial ? initial === 'store' : isSiteUnlocked()));
  const [isLocked, setIsLocked] = useState(initial === 'gate');
  const config = useStoreConfig({ enabled: !hasFlag && !initial });

  useEffect(() => {
    const unsubscribe = subscribeToStoreLocked(() => setIsLocked(true));
    // An answer that came between the first render and this subscription cleared the flag. (A
    // server-rendered page has no such gap to cover, and with the gate off it sets no flag.)
    if (!initial && hasFlag && !isSiteUnlocked()) setIsLocked(true);
    return unsubscribe;
  }, [initial, hasFlag]);

  if (isLocked) return 'gate';
  if (hasFlag) return 'store';
  if (config.isPending) return 'checking';
  // No usable answer: show the store rather than a gate that may be off. Nothing leaks, since the
  // server refuses gated calls itself, and their STORE_LOCKED brings the gate up.
  if (config.isError) return 'store';
  return config.data.gate ? 'gate' : 'store';
}
