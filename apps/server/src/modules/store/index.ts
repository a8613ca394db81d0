// Store's public file: the gate and the lock, which app.ts composes; no other module uses them.
export { registerStoreGate } from './store-gate.ts';
export { StoreLock } from './store-lock.ts';
