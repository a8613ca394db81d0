import { type CartItem, MESSAGES, type RestoredCart, STORAGE_KEYS } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { marble, obsidian, storeCart, storedCart } from '#testing/cart-fixtures.tsx';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import { type Answer, errorAnswer } from '#testing/payment-fixtures.tsx';
import { renderApp } from '#testing/render-app.tsx';
import { buildStoreConfig } from '#testing/store-config.ts';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { RESTORED_MESSAGE } from '../restore/restored-notice.ts';

// A cart reminder mail's link, /cart/restore/{token} (API.md § Cart reminders): the reminder's
// lines land in this browser's cart at today's prices, and the cart page says what was dropped.

const TOKEN = 'c2a1e.1900000000.abc-_DEF';
const RESTORE = `/cart-reminders/${TOKEN}`;

const obsidianToday = {
  productId: obsidian._id,
  name: obsidian.name,
  slug: 'carbon-fibre-obsidian',
  image: '/media/obsidian-today.svg',
  price: 599,
  selectedBrand: 'Apple',
  selectedModel: 'iPhone 16 Pro',
  quantity: 3,
};
const aurora = {
  productId: 'id-aurora',
  name: 'Aurora Glass',
  slug: 'aurora-glass',
  image: null,
  price: 699,
  selectedBrand: 'Samsung',
  selectedModel: 'Galaxy S25',
  quantity: 1,
};

/** The shop's API: the store config (gate off), the reminder's answers in order, products sold. */
function stubRestore(...answers: Answer[]) {
  let asked = 0;
  return stubApiCalls((call) => {
    if (call.path === '/store/config') return jsonResponse(buildStoreConfig());
    if (call.path === RESTORE) {
      const answer = answers[Math.min(asked, answers.length - 1)] as Answer;
      asked += 1;
      return answer(call);
    }
    const id = call.path.replace('/products/', '');
    const line = [obsidianToday, aurora].find((entry) => entry.productId === id);
    const price = line?.price ?? (id === marble._id ? marble.price : obsidian.price);
    return jsonResponse(buildProduct({ _id: id, price }));
  });
}

const restored =
  (cart: RestoredCart): Answer =>
  () =>
    jsonResponse(cart);

async function landOnCart(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
}

describe('the cart reminder link', () => {
  it('fills the cart of a new browser and shows it, at today’s prices', async () => {
    // No stored cart, no unlocked flag: a browser that has never seen the shop.
    expect(window.localStorage.length).toBe(0);
    const api = stubRestore(restored({ lines: [obsidianToday, aurora], dropped: [] }));

    const { router } = renderApp(`/cart/restore/${TOKEN}`);

    await landOnCart(router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart (2)' })).toBeTruthy();
    expect(screen.getByText(RESTORED_MESSAGE)).toBeTruthy();
    expect(storedCart()).toEqual([
      {
        _id: obsidian._id,
        slug: 'carbon-fibre-obsidian',
        name: obsidian.name,
        description: '',
        images: ['/media/obsidian-today.svg'],
        price: 599,
        quantity: 3,
        selectedBrand: 'Apple',
        selectedModel: 'iPhone 16 Pro',
      },
      {
        _id: 'id-aurora',
        slug: 'aurora-glass',
        name: 'Aurora Glass',
        description: '',
        images: [],
        price: 699,
        quantity: 1,
        selectedBrand: 'Samsung',
        selectedModel: 'Galaxy S25',
      },
    ] satisfies CartItem[]);
    expect(api.callsTo(RESTORE)).toHaveLength(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.cartTimestamp)).toMatch(/^\d+$/);
  });

  it('merges with the cart there: the same line takes the reminder’s quantity, the rest stay', async () => {
    window.localStorage.setItem(STORAGE_KEYS.siteUnlocked, 'true');
    storeCart([obsidian, marble]);
    stubRestore(restored({ lines: [obsidianToday, aurora], dropped: [] }));

    const { router } = renderApp(`/cart/restore/${TOKEN}`);

    await landOnCart(router);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart (3)' })).toBeTruthy();
    expect(
      storedCart().map(({ _id, quantity, price, description }) => ({
        _id,
        quantity,
        price,
        description,
      })),
    ).toEqual([
      // Following the link twice must not double it: 3, not 2 + 3.
      { _id: obsidian._id, quantity: 3, price: 599, description: obsidian.description },
      { _id: marble._id, quantity: 1, price: marble.price, description: marble.description },
      { _id: 'id-aurora', quantity: 1, price: 699, description: '' },
    ]);
  });

  it('names each line it could not put back', async () => {
    stubRestore(
      restored({
        lines: [aurora],
        dropped: [
          { name: 'Marble Arctic', selectedModel: 'MacBook Air 13" M3' },
          { name: 'Plain Kraft', selectedModel: '' },
        ],
      }),
    );

    const { router } = renderApp(`/cart/restore/${TOKEN}`);

    await landOnCart(router);
    const first = await screen.findByText(/^Marble Arctic \(/);
    const notice = first.closest('[role="status"]') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Marble Arctic (MacBook Air 13" M3) is no longer available and was not added.',
      'Plain Kraft is no longer available and was not added.',
    ]);
    expect(storedCart().map((item) => item._id)).toEqual(['id-aurora']);
  });

  it('says so on the empty cart when nothing could be put back', async () => {
    stubRestore(
      restored({ lines: [], dropped: [{ name: 'Marble Arctic', selectedModel: 'MacBook Air' }] }),
    );

    const { router } = renderApp(`/cart/restore/${TOKEN}`);

    await landOnCart(router);
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.cart.empty }),
    ).toBeTruthy();
    expect(
      screen.getByText('Marble Arctic (MacBook Air) is no longer available and was not added.'),
    ).toBeTruthy();
    expect(screen.queryByText(RESTORED_MESSAGE)).toBeNull();
    expect(storedCart()).toEqual([]);
  });

  it('lets the shopper dismiss the notice', async () => {
    stubRestore(restored({ lines: [aurora], dropped: [] }));
    const { router } = renderApp(`/cart/restore/${TOKEN}`);
    await landOnCart(router);

    fireEvent.click(await screen.findByRole('button', { name: 'Got it' }));

    await waitFor(() => expect(screen.queryByText(RESTORED_MESSAGE)).toBeNull());
    expect(router.state.location.pathname).toBe('/cart');
    expect(storedCart()).toHaveLength(1);
  });

  it('shows the server’s words for an expired or unknown link, with a way to the shop', async () => {
    storeCart([marble]);
    const message = 'This cart link has expired or is not valid.';
    stubRestore(() => errorAnswer(404, 'NOT_FOUND', message));

    const { router } = renderApp(`/cart/restore/${TOKEN}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not restore your cart' }),
    ).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe(
      '/category/mobile-skins',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(router.state.location.pathname).toBe(`/cart/restore/${TOKEN}`);
    expect(storedCart()).toEqual([marble]);
    await waitFor(() => expect(document.title).toBe('Cart not restored — Skins'));
  });

  it('offers Try again after a failure that may pass, and restores on the second answer', async () => {
    const api = stubRestore(
      () => errorAnswer(500, 'INTERNAL', 'Something went wrong'),
      restored({ lines: [aurora], dropped: [] }),
    );
    const { router } = renderApp(`/cart/restore/${TOKEN}`);

    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));

    await landOnCart(router);
    expect(api.callsTo(RESTORE)).toHaveLength(2);
    expect(storedCart().map((item) => item._id)).toEqual(['id-aurora']);
  });

  it('shows a spinner named for what it does while the answer comes', async () => {
    stubRestore(() => new Promise<Response>(() => undefined));

    renderApp(`/cart/restore/${TOKEN}`);

    const spinner = (await screen.findByText('Restoring your cart')).closest('[role="status"]');
    expect(spinner).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Restoring your cart — Skins'));
  });
});
