import type { Page } from 'playwright-core';

/** The admin the e2e server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: 'owner@skins.test', password: 'e2e-admin-password-2026' };

export const adminEnv = {
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
} as const;

/** On the sign-in page: fills the form and waits to leave it. */
export async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * A real PNG, drawn by the browser itself (a gradient and a stripe, 900 × 900 px: above the
 * upload's 400 px minimum), for the file input. No fixture file and no image library needed.
 */
export async function drawTestImage(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    const gradient = context.createLinearGradient(0, 0, 900, 900);
    gradient.addColorStop(0, '#18181b');
    gradient.addColorStop(1, '#b45309');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 900, 900);
    context.fillStyle = '#f4b183';
    context.fillRect(0, 420, 900, 60);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}
