// Auth's public file: what other modules and the server's start-up may use. Its tables stay
// inside (architecture.test.ts).

export { AdminTokens } from './admin-tokens.ts';
export { oldestAdminEmail } from './admins.service.ts';
export { createAdminAuthenticator } from './auth.service.ts';
export { describeFirstAdmin, ensureFirstAdmin } from './first-admin.ts';
