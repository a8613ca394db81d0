import { AdminReviewListSchema, REVIEW_MESSAGES, REVIEW_PAGE_MESSAGES } from '@skins/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, drawTestImage, signIn } from './support/admin.ts';
import { adminApi } from './support/admin-api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { desktop, openPage, phone } from './support/browser.ts';
import { ASHA } from './support/checkout.ts';
import { deliveredPurchase, seededPhoneSkin } from './support/delivered-order.ts';
import { useShopSession } from './support/shop-session.ts';
import { openAt } from './support/storefront.ts';

// Reviews from verified buyers (issue [15], decisions 055 and 056): a delivered order's buyer
// follows the review request mail's link on a phone and reviews the skin with a photo, the owner
// replies and publishes it, and the product page shows it with its stars and JSON-LD; the review
// page without JavaScript (text only); a bad link. REVIEW_REQUEST_DELAY_DAYS=0 queues the mail
// as the order is delivered.

const running = useShopSession({ env: { ...adminEnv, REVIEW_REQUEST_DELAY_DAYS: '0' } });
const admin = adminApi(() => running().app);
let skin: Awaited<ReturnType<typeof seededPhoneSkin>>;

beforeAll(async () => {
  skin = await seededPhoneSkin(running().app);
});

/** Buys the skin as `email`, delivers the order, and answers its review link's path. */
async function deliveredReviewLink(email: string): Promise<{ path: string; number: number }> {
  const { number } = await deliveredPurchase(running(), admin, skin, email);
  const [mail] = (await admin.mailsOf('review-request', email)).filter((one) =>
    one.text.includes(`#${number}`),
  );
  const link = mail?.text.match(/https?:\/\/\S+\/review\/\S+/)?.[0];
  if (!link) throw new Error('no review link in the review request mail');
  return { path: new URL(link).pathname, number };
}

describe('the review page', () => {
  it('takes a review with a photo from the mail’s link on a phone, which the product page shows once the owner publishes it', async () => {
    const { path, number } = await deliveredReviewLink('asha.reviews@example.in');
    const { page, response, errors } = await openAt(running(), phone, path);
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('How is your skin?');
    expect(await page.getByText(skin.product.name, { exact: true }).count()).toBe(1);
    expect(await page.getByText(`Order #${number}`).isVisible()).toBe(true);
    await expectNoSeriousViolations(page, 'the review page');

    await page.getByRole('radio', { name: /^5 stars/ }).check({ force: true });
    await page.getByRole('textbox', { name: /Title/ }).fill('Looks machined');
    await page
      .getByRole('textbox', { name: 'Your review' })
      .fill('Every cut-out lines up and the matte finish hides fingerprints.');
    await page.getByLabel('Add photos').setInputFiles({
      name: 'on-my-phone.png',
      mimeType: 'image/png',
      buffer: await drawTestImage(page),
    });
    await page.getByRole('img', { name: 'on-my-phone.png' }).waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await page.getByRole('button', { name: 'Send review' }).click();

    await page.getByText(REVIEW_PAGE_MESSAGES.pending).waitFor();
    const pending = AdminReviewListSchema.parse(
      await (await admin.call('GET', '/api/admin/reviews?status=Pending')).json(),
    );
    const mine = pending.data.find((review) => review.orderNumber === number);
    expect(mine).toMatchObject({ rating: 5, title: 'Looks machined', selectedModel: skin.model });
    expect(mine?.photos).toHaveLength(1);
    expect(errors).toEqual([]);

    // The link again: the line is reviewed.
    await page.reload();
    await page.getByText(REVIEW_PAGE_MESSAGES.alreadyReviewed).waitFor();

    // The owner replies, then publishes it: every rating is published by hand alike.
    const author = `${ASHA['First name']} ${ASHA['Last name'][0]}.`;
    const owner = await openPage(running().browser, desktop);
    await owner.goto(running().app.url('/login'));
    await signIn(owner);
    await owner.goto(running().app.url('/admin/reviews'));
    const card = owner.getByRole('article', { name: 'Looks machined' });
    await card.waitFor();
    await expectNoSeriousViolations(owner, 'the admin’s reviews');
    await card.getByRole('button', { name: 'Reply', exact: true }).click();
    await owner.getByRole('textbox', { name: 'Your reply' }).fill('Thank you! Enjoy the skin.');
    await owner.getByRole('button', { name: 'Save reply' }).click();
    await card.getByText('Thank you! Enjoy the skin.').waitFor();
    await card.getByRole('button', { name: `Publish the review by ${author}` }).click();
    await owner.getByText(`Review by ${author} published.`).waitFor();

    // The product page: the stars beside the title, the review with its photo and the reply,
    // and JSON-LD with the same figures as the page shows.
    const shopper = (await openAt(running(), phone, `/product/${skin.product.slug}`)).page;
    const stars = shopper.getByRole('link', { name: /^Rated \d\.\d out of 5, \d+ reviews?$/ });
    const [, average, count] =
      (await stars.innerText({ timeout: 15_000 }))
        .replace(/\s+/g, ' ')
        .match(/(\d\.\d) (\d+) reviews?/) ?? [];
    const reviews = shopper.getByRole('region', { name: 'Customer reviews' });
    const review = reviews.getByRole('article', { name: 'Looks machined' });
    await review.scrollIntoViewIfNeeded();
    await review.getByText('Verified buyer').waitFor();
    expect(await review.getByText(`Bought for ${skin.model}`).isVisible()).toBe(true);
    expect(await review.getByText('Thank you! Enjoy the skin.').isVisible()).toBe(true);
    await review.getByRole('button', { name: /^Open / }).click();
    await shopper.getByRole('dialog').getByRole('img').first().waitFor();
    await shopper.keyboard.press('Escape');
    await expect.poll(() => shopper.getByRole('dialog').count()).toBe(0);
    await expectNoSeriousViolations(shopper, 'the product page’s reviews', '#reviews');

    const jsonLd = await shopper.locator('script[type="application/ld+json"]').allTextContents();
    const productLd = jsonLd
      .map(
        (text) =>
          JSON.parse(text) as { '@type'?: string; aggregateRating?: unknown; review?: unknown[] },
      )
      .find((entry) => entry['@type'] === 'Product');
    expect(productLd?.aggregateRating).toMatchObject({
      ratingValue: Number(average),
      reviewCount: Number(count),
    });
    expect(productLd?.review).toContainEqual(
      expect.objectContaining({
        name: 'Looks machined',
        author: { '@type': 'Person', name: author },
      }),
    );
  });

  it('takes a text review without JavaScript, keeps what was typed when refused, and says photos need it', async () => {
    const { path } = await deliveredReviewLink('ravi.nojs@example.in');
    const page = await openPage(running().browser, { ...phone, javaScriptEnabled: false });
    await page.goto(running().app.url(path));
    expect(await page.getByText('Adding photos needs JavaScript').isVisible()).toBe(true);

    // Text the browser's own checks let through (10 characters) but the server refuses (mostly
    // spaces): the page comes back with what was typed, and why.
    await page.getByRole('radio', { name: /^4 stars/ }).check({ force: true });
    await page.getByRole('textbox', { name: /Title/ }).fill('Sits flat');
    const text = page.getByRole('textbox', { name: 'Your review' });
    await text.fill('Good      ');
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send review' }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await page.getByText(REVIEW_MESSAGES.body).waitFor();
    expect(await page.getByRole('textbox', { name: /Title/ }).inputValue()).toBe('Sits flat');
    expect(await text.inputValue()).toBe('Good      ');
    expect(await page.getByRole('radio', { name: /^4 stars/ }).isChecked()).toBe(true);

    await text.fill('Went on without bubbles; one corner needed a second press.');
    await page.getByRole('button', { name: 'Send review' }).click();

    await page.waitForURL((url) => url.search === '?review=pending');
    expect(await page.getByText(REVIEW_PAGE_MESSAGES.pending).isVisible()).toBe(true);
  });

  it('says a bad link is not valid, with a 404 and a way to the shop', async () => {
    const page = await openPage(running().browser, desktop);
    const response = await page.goto(running().app.url('/review/not-a-real-token'));
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
      REVIEW_PAGE_MESSAGES.linkNotValid,
    );
    expect(await page.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/');
  });
});
