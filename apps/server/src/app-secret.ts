import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

const SECRET_FILE = 'app-secret';

/**
 * The key that signs unlock cookies, unsubscribe links and admin tokens. APP_SECRET wins; without
 * it a random secret is generated once and kept in DATA_DIR, so a restart keeps everyone's
 * cookies valid. Several instances behind one balancer must share APP_SECRET.
 */
export async function resolveAppSecret(config: Pick<Config, 'appSecret' | 'dataDir' | 'env'>) {
  if (config.appSecret) return config.appSecret;
  // Tests get a fresh secret per app: nothing of theirs must outlive the test.
  if (config.env === 'test') return randomBytes(32).toString('base64url');
  const file = path.join(config.dataDir, SECRET_FILE);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(config.dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
