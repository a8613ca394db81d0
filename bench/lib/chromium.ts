import { accessSync, constants } from 'node:fs';

/**
 * Quiet, deterministic Chromium (the e2e suite's flags): no sandbox (CI runs as root), no GPU,
 * no calls home. The resolver rule makes every host name but 127.0.0.1 fail, so a page that
 * reaches for a CDN or a font service shows up as a failed request instead of silently
 * measuring someone else's network.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** `$CHROME_PATH`, else Debian's /usr/bin/chromium; an explicit setting that is wrong fails. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    throw new Error(
      `no Chromium at ${path}: install it (apt-get install -y chromium) or set CHROME_PATH`,
    );
  }
  return path;
}

/** True for the server under test and for page-internal URLs (data:, blob:). */
export function isLocalUrl(url: string, baseUrl: string): boolean {
  const { origin, protocol } = new URL(url);
  return origin === new URL(baseUrl).origin || protocol === 'data:' || protocol === 'blob:';
}
