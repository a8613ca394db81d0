// Store's public file: the gate and the lock, which app.ts composes; no other module uses them.
export { isGatedRoute, registerStoreGate } from './store-gate.ts';
export { StoreLock, UNLOCK_COOKIE_NAME } from './store-lock.ts';
