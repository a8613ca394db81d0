import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import type { Session } from './http.ts';

// What one instance does, the others see: an image uploaded on A served by B and C, a price
// edited and a product renamed on A shown by B and C, in their listings and their search
// indexes (decision 043), within a second.

const ARTWORK = '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg';

export interface ImageCheck {
  url: string;
  /** `B 200 image/webp 12345 bytes` for each instance that served it. */
  servedBy: string[];
  isSame: boolean;
}

/** Uploads a picture through instance A and fetches every size from B and C. */
export async function checkImageAcrossInstances(
  a: Session,
  others: { name: string; session: Session }[],
): Promise<ImageCheck> {
  const picture = await sharp({
    create: { width: 900, height: 700, channels: 3, background: { r: 30, g: 90, b: 160 } },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([picture], { type: 'image/jpeg' }), 'scale.jpg');
  const uploaded = await a.json<{ url: string; urls: Record<string, string> }>('/api/media', {
    form,
    headers: a.admin(),
  });
  const servedBy: string[] = [];
  let isSame = true;
  const original = await fetch(`${a.baseUrl}${uploaded.url}`);
  const originalBytes = Buffer.from(await original.arrayBuffer());
  for (const { name, session } of others) {
    for (const url of Object.values(uploaded.urls)) {
      const response = await fetch(`${session.baseUrl}${url}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) isSame = false;
      if (url === uploaded.url && !bytes.equals(originalBytes)) isSame = false;
      if (url === uploaded.url) {
        servedBy.push(
          `${name} ${response.status} ${response.headers.get('content-type')} ${bytes.length} bytes`,
        );
      }
    }
  }
  return { url: uploaded.url, servedBy, isSame: isSame && original.status === 200 };
}

export interface PriceCheck {
  slug: string;
  from: number;
  to: number;
  /** Milliseconds from the edit's answer until each instance showed the new price (null: never). */
  seenAfterMs: Record<string, number | null>;
}

export function productBody(name: string, price: number, image: string) {
  return {
    name,
    description: 'A walnut veneer skin made for the scale test.',
    price,
    images: [image, ARTWORK],
    category: 'mobile-skins',
    productType: 'iphone',
    tags: ['scale'],
    compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] }],
  };
}

/** Creates a product on A, has B and C cache it, edits its price on A, polls B and C. */
export async function checkPriceAcrossInstances(
  a: Session,
  others: { name: string; session: Session }[],
  image: string,
): Promise<PriceCheck> {
  const name = 'Scale Walnut Veneer';
  const created = await a.json<{ slug: string }>('/api/products', {
    body: productBody(name, 549, image),
    headers: a.admin(),
  });
  const { slug } = created;
  const priceOn = async (session: Session) =>
    (await session.json<{ price: number }>(`/api/products/${slug}`)).price;
  for (const { session } of others) await priceOn(session); // cached there now, for a minute
  await a.json(`/api/products/${slug}`, {
    method: 'PUT',
    body: productBody(name, 599, image),
    headers: a.admin(),
  });
  const seenAfterMs = await msUntilEach(
    others,
    async (session) => (await priceOn(session)) === 599,
  );
  return { slug, from: 549, to: 599, seenAfterMs };
}

/**
 * From now, polls each instance every 20 ms until `isSeen` holds there (for 3 s at most):
 * the milliseconds each took, null for one that never showed it.
 */
async function msUntilEach(
  instances: { name: string; session: Session }[],
  isSeen: (session: Session) => Promise<boolean>,
): Promise<Record<string, number | null>> {
  const since = performance.now();
  const seenAfterMs: Record<string, number | null> = {};
  await Promise.all(
    instances.map(async ({ name, session }) => {
      seenAfterMs[name] = null;
      while (performance.now() - since < 3_000) {
        if (await isSeen(session)) {
          seenAfterMs[name] = Math.round(performance.now() - since);
          return;
        }
        await sleep(20);
      }
    }),
  );
  return seenAfterMs;
}

/** Whether a quick search on `session` for `query` finds the product `slug`. */
async function finds(session: Session, query: string, slug: string): Promise<boolean> {
  const answer = await session.json<{ data: { slug: string }[] }>(
    `/api/products/search?search=${query}`,
  );
  return answer.data.some((p) => p.slug === slug);
}

/**
 * Every instance's search index in step: B and C find the product by a typo of its name
 * ("walnot"), A renames it, and B and C are polled until a typo of the new name ("mahogny")
 * finds it. Answers how long each took, and whether the old name still found it after.
 */
export async function checkRenameAcrossInstances(
  a: Session,
  others: { name: string; session: Session }[],
  price: PriceCheck,
  image: string,
): Promise<{
  foundBefore: boolean;
  seenAfterMs: Record<string, number | null>;
  isOldGone: boolean;
}> {
  const { slug, to } = price;
  let foundBefore = true;
  for (const { session } of others) foundBefore &&= await finds(session, 'walnot', slug);
  await a.json(`/api/products/${slug}`, {
    method: 'PUT',
    body: productBody('Scale Mahogany Veneer', to, image),
    headers: a.admin(),
  });
  const seenAfterMs = await msUntilEach(others, (session) => finds(session, 'mahogny', slug));
  let isOldGone = true;
  for (const { session } of others) isOldGone &&= !(await finds(session, 'walnot', slug));
  return { foundBefore, seenAfterMs, isOldGone };
}
