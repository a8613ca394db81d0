import { STORAGE_KEYS } from '@skins/shared';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '#app/providers.tsx';
import { createRoutes } from '#app/router.tsx';
import { createQueryClient } from '#lib/query-client.ts';
import { unlockWithEmptyCatalog } from '#testing/shop-copy.tsx';
import { buildStoreConfig, TEST_SELLER } from '#testing/store-config.ts';

// Issue [14] item 11: the footer, the contact page and the policies show the seller the invoices
// name (SHOP_* on the server, in the store config the page's server render fetched), never an
// address of their own.

beforeEach(unlockWithEmptyCatalog);

/** A page as the server renders it: the store config already in the page's query cache. */
async function renderWithStoreConfig(path: string) {
  window.localStorage.setItem(STORAGE_KEYS.siteUnlocked, 'true');
  const queryClient = createQueryClient();
  queryClient.setQueryData(['store', 'config'], buildStoreConfig());
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const main = await screen.findByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  return { main, footer: screen.getByRole('contentinfo') };
}

const mailLinksOf = (element: HTMLElement) =>
  [...element.querySelectorAll('a[href^="mailto:"]')].map((link) => link.getAttribute('href'));

describe("the shop's details come from the store config", () => {
  it('the contact page shows the configured address, email and phone', async () => {
    const { main } = await renderWithStoreConfig('/contact');
    expect(within(main).getByText(TEST_SELLER.address)).toBeTruthy();
    expect(within(main).getByText(`${TEST_SELLER.state}, India`)).toBeTruthy();
    // The shop's email, then the grievance officer's (SHOP_GRIEVANCE_EMAIL), both configured.
    expect(mailLinksOf(main)).toEqual([
      `mailto:${TEST_SELLER.email}`,
      `mailto:${TEST_SELLER.grievance.email}`,
    ]);
    expect(within(main).getByRole('link', { name: TEST_SELLER.phone }).getAttribute('href')).toBe(
      'tel:+913340001234',
    );
    expect(
      within(main).getByRole('link', { name: TEST_SELLER.grievance.phone }).getAttribute('href'),
    ).toBe('tel:+913340001299');
  });

  it('the footer shows the same address, email, phone and the seller with its GSTIN', async () => {
    const { footer } = await renderWithStoreConfig('/contact');
    expect(within(footer).getByText(TEST_SELLER.address)).toBeTruthy();
    expect(mailLinksOf(footer)).toEqual([`mailto:${TEST_SELLER.email}`]);
    expect(within(footer).getByRole('link', { name: TEST_SELLER.phone })).toBeTruthy();
    expect(
      within(footer).getByText(`Sold by ${TEST_SELLER.legalName} · GSTIN ${TEST_SELLER.gstin}`),
    ).toBeTruthy();
  });

  it.each([
    '/policies/terms',
    '/policies/shipping',
    '/policies/returns',
    '/policies/privacy',
    '/faq',
  ])('%s writes to the configured emails only', async (path) => {
    const { main } = await renderWithStoreConfig(path);
    const links = mailLinksOf(main);
    expect(links.length).toBeGreaterThan(0);
    // The return policy also names the grievance officer (SHOP_GRIEVANCE_EMAIL).
    const configured = [`mailto:${TEST_SELLER.email}`, `mailto:${TEST_SELLER.grievance.email}`];
    expect(links.every((link) => configured.includes(link ?? ''))).toBe(true);
    expect(links).toContain(`mailto:${TEST_SELLER.email}`);
  });

  it('the terms name the seller at its configured address', async () => {
    const { main } = await renderWithStoreConfig('/policies/terms');
    expect(main.textContent).toContain(
      `buy from ${TEST_SELLER.legalName}, ${TEST_SELLER.address}, ${TEST_SELLER.state}`,
    );
  });

  it('no page of words keeps an address or email of its own', async () => {
    for (const path of ['/contact', '/policies/terms', '/policies/shipping', '/about']) {
      const { main, footer } = await renderWithStoreConfig(path);
      for (const text of [main.textContent, footer.textContent]) {
        expect(text).not.toMatch(/support@skins\.in|560034|80 Feet Road|4718 2290/);
      }
      document.body.innerHTML = '';
    }
  });
});
