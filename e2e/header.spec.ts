// The shop header on every page (spec §2): its links, the category bar, the phone menu and the
// transparent header over the home hero. The rest of the page's frame: page-frame.spec.ts.
import { CATEGORIES, categoryBarTypes, HEADER_SCROLL_THRESHOLD_PX } from '@skins/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, openPage, phone } from './support/browser.ts';
import { useShopSession } from './support/shop-session.ts';
import { currentPath, expectHeading, hrefsOf, nextFrames, openAt } from './support/storefront.ts';

const running = useShopSession();

/** A fresh page at `path`: a browsing page, acted on the moment its controls show. */
async function openOn(options: typeof desktop, path: string): Promise<Page> {
  const { page } = await openAt(running(), options, path);
  return page;
}

describe('desktop header, 1280 px', () => {
  it('shows HOME, SHOP, ABOUT and CONTACT, each going where the spec says', async () => {
    const page = await openOn(desktop, '/faq');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const links = nav.getByRole('link');

    expect(await links.allInnerTexts()).toEqual(['HOME', 'SHOP', 'ABOUT', 'CONTACT']);
    const targets: [name: string, path: string, heading: RegExp][] = [
      ['Shop', '/category/mobile-skins', /^Mobile Skins$/],
      ['About', '/about', /^Skins made to be lived with$/],
      ['Contact', '/contact', /^Contact us$/],
      ['Home', '/', /^Cut for your device/],
    ];
    for (const [name, path, heading] of targets) {
      const link = nav.getByRole('link', { name, exact: true });
      await link.click();
      await page.waitForURL((url) => url.pathname === path);
      await expectHeading(page, heading);
      expect(await link.getAttribute('aria-current'), `${name} marked as the current page`).toBe(
        'page',
      );
    }
  });

  // The cart widget beside it is issue [4]'s, tested with the cart.
  it('has a search button that opens the search overlay', async () => {
    const page = await openOn(desktop, '/about');
    const banner = page.getByRole('banner');

    await banner.getByRole('button', { name: 'Search' }).click();

    await page.getByRole('dialog', { name: 'Search Products' }).waitFor();
  });

  it('has no hamburger button on a desktop screen', async () => {
    const { page } = await openAt(running(), desktop, '/about');
    await page.getByRole('banner').waitFor();

    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
  });
});

describe('category bar', () => {
  it('shows the four groups with three devices each on pages other than home', async () => {
    const page = await openOn(desktop, '/about');
    const bar = page.getByRole('navigation', { name: 'Categories' });
    await bar.waitFor();

    const groups = bar.locator(':scope > ul > li > a');
    expect(await groups.allInnerTexts()).toEqual([
      'MOBILE SKINS',
      'LAPTOP SKINS',
      'CONSOLE SKINS',
      'ACCESSORIES',
    ]);
    for (const category of CATEGORIES) {
      const toggle = bar.getByRole('button', { name: `${category.name} by device` });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.press('Enter');
      // Pressed the moment it shows: the key is kept and acted on once the header's code is in.
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      const items = menu.getByRole('link');
      expect(await items.allInnerTexts()).toEqual(
        categoryBarTypes(category).map((type) => type.label.toUpperCase()),
      );
      expect(await hrefsOf(items)).toEqual(
        categoryBarTypes(category).map((type) => `/category/${category.slug}/${type.name}`),
      );
    }
  });

  it('opens a group on hover and goes to the device listing that is clicked', async () => {
    const page = await openOn(desktop, '/contact');
    const bar = page.getByRole('navigation', { name: 'Categories' });

    await bar.getByRole('link', { name: 'Laptop Skins', exact: true }).hover();
    await bar.getByRole('link', { name: 'MacBook' }).click();

    await page.waitForURL((url) => url.pathname === '/category/laptop-skins/macbook');
    await expectHeading(page, 'MacBook Skins');
    // Navigating closes the menu it was picked from.
    await expect.poll(() => bar.getByRole('link', { name: 'MacBook' }).isVisible()).toBe(false);
  });

  it('closes an open group with Escape and gives focus back to its toggle', async () => {
    const page = await openOn(desktop, '/about');
    const toggle = page.getByRole('button', { name: 'Console Skins by device' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    // Pressed the moment it shows: the press is kept until the header's code is in.
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('PS5');

    await page.keyboard.press('Escape');

    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('is not on the home page', async () => {
    const { page } = await openAt(running(), desktop, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(await page.getByRole('navigation', { name: 'Categories' }).count()).toBe(0);
  });
});

describe('phone header, 390 px', () => {
  it('hides the desktop links and the category bar behind a hamburger menu', async () => {
    const { page } = await openAt(running(), phone, '/about');
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await page.getByRole('navigation', { name: 'Categories' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Search' }).isVisible()).toBe(
      true,
    );
  });

  it('opens the menu from the keyboard, keeps focus in it, and closes it with Escape', async () => {
    const page = await openOn(phone, '/about');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.focus();

    await page.keyboard.press('Enter');

    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // The browser opens the menu by itself (commandfor); the button says so once the header's
    // code is in, which the key press asked for.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const focusIsInMenu = () => menu.evaluate((dialog) => dialog.contains(document.activeElement));
    expect(await focusIsInMenu(), 'focus moved into the menu').toBe(true);
    const stops = await menu.locator('a[href], button:not([tabindex="-1"])').count();
    for (let step = 0; step <= stops; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsInMenu(), `focus after ${step + 1} Tab presses`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInMenu(), 'focus after Shift+Tab').toBe(true);

    await page.keyboard.press('Escape');

    await menu.waitFor({ state: 'detached' });
    // The browser closes the dialog first and tells the page (its `close` event) in a task after:
    // the button follows then.
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('follows a link chosen with the keyboard and closes on navigation', async () => {
    const page = await openOn(phone, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const contact = menu.getByRole('link', { name: 'Contact', exact: true });

    await contact.focus();
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/contact');
    await menu.waitFor({ state: 'detached' });
    await expectHeading(page, 'Contact us');
  });

  it("lists every category and the bar's device types, and the close button dismisses it", async () => {
    const page = await openOn(phone, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });

    const hrefs = await hrefsOf(menu.locator('a[href^="/category/"]'));
    for (const category of CATEGORIES) {
      for (const type of categoryBarTypes(category)) {
        expect(hrefs).toContain(`/category/${category.slug}/${type.name}`);
      }
    }
    await menu.getByRole('link', { name: 'Xbox' }).click();
    await page.waitForURL((url) => url.pathname === '/category/console-skins/xbox');
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Close' }).click();
    await menu.waitFor({ state: 'detached' });
    expect(currentPath(page)).toBe('/category/console-skins/xbox');
  });
});

describe('header over the home hero', () => {
  const header = (page: Page) => page.getByRole('banner');
  /** The header's painted background: alpha 0 is see-through. */
  const background = (page: Page) =>
    header(page).evaluate((element) => {
      const color = getComputedStyle(element).backgroundColor;
      const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
      return { r, g, b, a };
    });
  const scrollTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await nextFrames(page);
  };
  const isSolidAndDark = async (page: Page) => {
    const { r, g, b, a } = await background(page);
    return a === 1 && Math.max(r, g, b) < 64;
  };

  it.each([
    ['desktop', desktop],
    ['phone', phone],
  ])('is transparent at the top and turns dark past 20 px of scroll (%s)', async (_, options) => {
    // Scrolling as soon as the page shows, as a shopper does: the page's CSS turns the header
    // dark before its island has hydrated (styles.css), and the island agrees once it has.
    const { page } = await openAt(running(), options, '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect((await background(page)).a).toBe(0);

    await scrollTo(page, 10);
    expect((await background(page)).a).toBe(0);
    await scrollTo(page, HEADER_SCROLL_THRESHOLD_PX);
    expect((await background(page)).a, 'at exactly 20 px').toBe(0);

    await scrollTo(page, 30);
    // Before hydration at once; after it, the colour fades in: wait for the transition to end.
    await expect.poll(() => isSolidAndDark(page)).toBe(true);
    await expect.poll(() => header(page).getAttribute('data-appearance')).toBe('solid');

    await scrollTo(page, 0);
    await expect.poll(() => header(page).getAttribute('data-appearance')).toBe('transparent');
    await expect.poll(async () => (await background(page)).a).toBe(0);
  });

  it('turns dark past 20 px where scripts do not run', async () => {
    const page = await openPage(running().browser, { ...desktop, javaScriptEnabled: false });
    await page.goto(running().app.url('/'));
    expect((await background(page)).a).toBe(0);

    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => isSolidAndDark(page)).toBe(true);
  });

  it('is dark from the start on other pages', async () => {
    const { page } = await openAt(running(), desktop, '/about');
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(await header(page).getAttribute('data-appearance')).toBe('solid');
    expect(await isSolidAndDark(page)).toBe(true);
  });
});
