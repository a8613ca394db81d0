import { GATE_MESSAGES, GATE_UNLOCK_DELAY_MS, STORAGE_KEYS } from '@skins/shared';
import { useEffect, useState } from 'react';
import { writeStorage } from '#lib/storage.ts';
import { unlockStore } from '../api/unlock-store.ts';
import { unlockErrorMessage } from '../unlock-error-message.ts';

export type UnlockState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'unlocked' }
  | { status: 'error'; message: string };

/**
 * Spec §4 gate: a correct password waits 600 ms, sets `siteUnlocked` and reloads, so the whole
 * store starts again with the unlock cookie in place.
 */
export function useUnlockStore(reloadPage: () => void, initial: UnlockState = { status: 'idle' }) {
  const [state, setState] = useState<UnlockState>(initial);

  useEffect(() => {
    if (state.status !== 'unlocked') return;
    const timer = setTimeout(() => {
      writeStorage(STORAGE_KEYS.siteUnlocked, 'true');
      reloadPage();
    }, GATE_UNLOCK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.status, reloadPage]);

  async function unlock(password: string) {
    if (state.status === 'submitting' || state.status === 'unlocked') return;
    if (password === '') {
      setState({ status: 'error', message: GATE_MESSAGES.emptyPassword });
      return;
    }
    setState({ status: 'submitting' });
    try {
      await unlockStore(password);
      setState({ status: 'unlocked' });
    } catch (error) {
      setState({ status: 'error', message: unlockErrorMessage(error) });
    }
  }

  /** Spec §4: typing clears the error. */
  function clearError() {
    setState((current) => (current.status === 'error' ? { status: 'idle' } : current));
  }

  return { state, unlock, clearError };
}
