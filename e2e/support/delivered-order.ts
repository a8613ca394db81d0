import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Product } from '@skins/shared';
import type { adminApi } from './admin-api.ts';
import type { RunningApp } from './app.ts';
import { phone } from './browser.ts';
import { fetchCatalog } from './catalog.ts';
import { ASHA } from './checkout.ts';
import { buyNowInSimulatedMode } from './purchase.ts';
import type { ShopSession } from './shop-session.ts';
import { openAt } from './storefront.ts';

/** A phone skin of the seeded catalog and the first model it fits. */
export async function seededPhoneSkin(
  app: RunningApp,
): Promise<{ product: Product; model: string }> {
  const catalog = await fetchCatalog(app);
  const product = catalog.find(
    (candidate) => candidate.category === 'mobile-skins' && candidate.compatibility.length > 0,
  );
  if (!product) throw new Error('the seeded catalog has no phone skin');
  return { product, model: product.compatibility[0]?.models[0] ?? '' };
}

/**
 * What happens before the life after delivery: `email` buys the skin on a phone (the simulated
 * gateway's Pay), and the owner moves the order to Processing, ships it and delivers it.
 */
export async function deliveredPurchase(
  session: ShopSession,
  admin: ReturnType<typeof adminApi>,
  { product, model }: { product: Product; model: string },
  email: string,
): Promise<{ orderId: string; number: number }> {
  const { page } = await openAt(session, phone, `/product/${product.slug}`);
  const orderId = await buyNowInSimulatedMode(page, product.name, model, {
    shopper: { ...ASHA, Email: email },
  });
  await page.context().close();
  const { number } = await admin.fetchOrder(orderId);
  await admin.call('PUT', `/api/orders/${orderId}/status`, { status: 'Processing' });
  await admin.call('PUT', `/api/orders/${orderId}/ship`, {
    courier: 'Delhivery',
    trackingNumber: '9988776655',
  });
  await admin.call('PUT', `/api/orders/${orderId}/deliver`);
  return { orderId, number };
}

/**
 * The text of a PDF, by poppler's pdftotext (installed by .ci/run); null without it, unless the
 * run requires every tool (E2E_REQUIRED=1, as CI sets). Its words come in the order the document
 * writes them, one space apart, so a product's name wrapped in its table cell reads whole.
 */
export async function pdfText(bytes: Buffer): Promise<string | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'skins-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, bytes);
    const { stdout } = await promisify(execFile)('pdftotext', ['-raw', file, '-']);
    return stdout.replace(/\s+/g, ' ');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && !process.env.E2E_REQUIRED) {
      return null;
    }
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
