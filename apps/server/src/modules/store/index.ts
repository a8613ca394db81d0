// Store's public file: what other modules may use. Nothing yet: only app.ts registers its routes.
export { registerStoreGate } from './store-gate.ts';
export { StoreLock } from './store-lock.ts';
