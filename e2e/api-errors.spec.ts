import { ErrorBodySchema } from '@skins/shared';
import { describe, expect, it } from 'vitest';
import { desktop, openPage } from './support/browser.ts';
import { useShopSession } from './support/shop-session.ts';

const running = useShopSession();

describe('unknown addresses', () => {
  it('answers an unknown API path with the contract 404 JSON, not the web page', async () => {
    const response = await fetch(running().app.url('/api/nope'));

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = ErrorBodySchema.parse(await response.json());
    expect(body.code).toBe('NOT_FOUND');
    expect(body.message.trim()).not.toBe('');
  });

  it('shows the not-found page, with HTTP 404, for an unknown page address', async () => {
    const page = await openPage(running().browser, desktop);

    // A nested path also proves the SPA's assets are linked absolutely.
    const response = await page.goto(running().app.url('/no-such-page/at/all'));

    // Soft: a wrong status (crawlers would index the page) is reported with what the shopper sees.
    expect.soft(response?.status(), 'HTTP status of an unknown page').toBe(404);
    const notFound = page.getByText('Oops! Page Not Found');
    await notFound.waitFor({ timeout: 30_000 });
    expect(await notFound.isVisible()).toBe(true);
    const visibleLinks = page.getByRole('link').filter({ visible: true });
    const targets = await visibleLinks.evaluateAll((links: HTMLAnchorElement[]) =>
      links.map((link) => new URL(link.href).pathname),
    );
    expect(targets, 'a link back to the homepage').toContain('/');
  });
});
