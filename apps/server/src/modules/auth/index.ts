// Auth's public file: what other modules and the server's start-up may use. Its tables stay
// inside (architecture.test.ts).

export { describeFirstAdmin, ensureFirstAdmin } from './first-admin.ts';
