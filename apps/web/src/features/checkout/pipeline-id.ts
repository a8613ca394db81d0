/**
 * A fresh id for each visit to /checkout (spec §2). getRandomValues, not randomUUID: the latter
 * exists only in secure contexts, and the shop is also opened over plain http on a LAN in tests.
 */
export function newPipelineId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
