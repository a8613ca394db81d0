import { CART_REMINDER_COPY } from '@skins/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setCartLineQuantity } from '#features/cart/state/cart-store.ts';
import { marble, obsidian, storeCart } from '#testing/cart-fixtures.tsx';
import {
  fillShipping,
  noContent,
  PIPELINE,
  payInTestDialog,
  prepareCheckoutTests,
} from '#testing/checkout-fixtures.tsx';
import { errorAnswer } from '#testing/payment-fixtures.tsx';
import {
  draftOf,
  leave,
  nthReminderCall,
  pauseTyping,
  reminderBox,
  reminderCalls,
  settle,
  stubReminderShop,
  typeInto,
} from '#testing/reminder-kit.tsx';
import { renderApp } from '#testing/render-app.tsx';
import { descriptionOf } from '#testing/shipping-form-kit.tsx';

// "Email me a reminder about this cart" (API.md § Cart reminders): nothing leaves the browser
// until it is ticked; ticked, the draft is saved and kept up to date; unticked, withdrawn; and
// whatever the server answers, the checkout goes on.

prepareCheckoutTests();

const cartLines = [
  { productId: obsidian._id, selectedBrand: 'Apple', selectedModel: 'iPhone 16 Pro', quantity: 2 },
  {
    productId: marble._id,
    selectedBrand: 'Apple',
    selectedModel: 'MacBook Air 13" M3',
    quantity: 1,
  },
];

/** The checkout with Asha's name and email, the box ticked, and its first save made. */
async function tickedAndSaved() {
  const opened = await openCheckout();
  typeInto('First name', 'Asha');
  typeInto('Email', 'asha@example.in');
  fireEvent.click(opened.box);
  await nthReminderCall(opened.api, 1);
  return opened;
}

async function openCheckout() {
  storeCart([obsidian, marble]);
  const api = stubReminderShop();
  const view = renderApp(`${PIPELINE}/pay`);
  return { api, view, box: await reminderBox() };
}

describe('the cart reminder box', () => {
  it('is offered unticked, saying plainly that it carries no offer, and asks nothing until ticked', async () => {
    const { api, box } = await openCheckout();
    expect(box.checked).toBe(false);
    expect(descriptionOf(box)).toBe(CART_REMINDER_COPY.hint);
    expect(CART_REMINDER_COPY.hint).toMatch(/No offers/);

    typeInto('First name', 'Asha');
    typeInto('Email', 'asha@example.in');
    leave('Email');
    fillShipping();
    await screen.findByRole('heading', { name: 'Shipping to' });
    await settle();

    expect(reminderCalls(api)).toEqual([]);
  });

  it('saves the draft at once when ticked with a valid email and first name', async () => {
    const { api, box } = await openCheckout();
    typeInto('First name', ' Asha ');
    typeInto('Email', 'asha@example.in');

    fireEvent.click(box);

    expect(await nthReminderCall(api, 1)).toEqual(draftOf(cartLines));
    expect(box.checked).toBe(true);
  });

  it('sends nothing for an invalid email, and saves once it is fixed and the field left', async () => {
    const { api, box } = await openCheckout();
    typeInto('First name', 'Asha');
    typeInto('Email', 'asha@example');
    fireEvent.click(box);
    leave('Email');
    await settle();
    expect(reminderCalls(api)).toEqual([]);

    typeInto('Email', 'asha@example.in');
    leave('Email');

    expect(await nthReminderCall(api, 1)).toEqual(draftOf(cartLines));
  });

  it('waits for a pause in typing: one save for several keys, with the last value', async () => {
    const { api } = await tickedAndSaved();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    typeInto('Email', 'asha.r@example.in');
    typeInto('Email', 'asha.ra@example.in');
    typeInto('Email', 'asha.rao@example.in');
    await settle();
    expect(reminderCalls(api)).toHaveLength(1);
    await pauseTyping();

    expect(reminderCalls(api)).toEqual([
      draftOf(cartLines),
      draftOf(cartLines, { email: 'asha.rao@example.in', firstName: 'Asha' }),
    ]);
  });

  it('saves again when the cart changes while ticked', async () => {
    const { api } = await tickedAndSaved();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    act(() => setCartLineQuantity(marble, 3));
    await pauseTyping();

    expect(reminderCalls(api)[1]).toEqual(
      draftOf([cartLines[0], { ...cartLines[1], quantity: 3 }] as typeof cartLines),
    );
  });

  it('withdraws the draft with DELETE when unticked, after the save, and saves again on a new tick', async () => {
    const { api, box } = await tickedAndSaved();

    fireEvent.click(box);
    expect(await nthReminderCall(api, 2)).toEqual({ method: 'DELETE', body: undefined });
    expect(box.checked).toBe(false);

    fireEvent.click(box);
    expect(await nthReminderCall(api, 3)).toEqual(draftOf(cartLines));
  });

  it('asks nothing when unticked before anything was saved', async () => {
    const { api, box } = await openCheckout();
    fireEvent.click(box);
    fireEvent.click(box);
    typeInto('First name', 'Asha');
    typeInto('Email', 'asha@example.in');
    leave('Email');

    // Then ticked with the details: the save is the first call, no DELETE before it.
    fireEvent.click(box);
    await nthReminderCall(api, 1);
    expect(reminderCalls(api)).toEqual([draftOf(cartLines)]);
  });

  it('stays quiet when the save fails: logged, the box as set, and the checkout goes on', async () => {
    storeCart([obsidian, marble]);
    const api = stubReminderShop([() => errorAnswer(500, 'INTERNAL', 'Something went wrong')]);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(`${PIPELINE}/pay`);
    const box = await reminderBox();
    typeInto('First name', 'Asha');
    typeInto('Email', 'asha@example.in');

    fireEvent.click(box);

    await nthReminderCall(api, 1);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'The cart reminder could not be saved',
        expect.anything(),
      ),
    );
    expect(box.checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    fillShipping();
    await screen.findByRole('heading', { name: 'Shipping to' });
    await payInTestDialog();
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Asha!' })).toBeTruthy();
  });

  it('stays on the summary after Continue, where unticking still withdraws it', async () => {
    const { api, box } = await openCheckout();
    fireEvent.click(box);
    fillShipping();
    await screen.findByRole('heading', { name: 'Shipping to' });
    // Continue leaves the fields: the change waiting for a pause in typing is saved.
    expect(await nthReminderCall(api, 1)).toEqual(draftOf(cartLines));

    fireEvent.click(await reminderBox());

    expect(await nthReminderCall(api, 2)).toEqual({ method: 'DELETE', body: undefined });
  });

  it('is still ticked after a reload of the same checkout', async () => {
    const first = await openCheckout();
    fireEvent.click(first.box);
    first.view.unmount();

    const again = renderApp(`${PIPELINE}/pay`);

    expect((await reminderBox()).checked).toBe(true);
    again.unmount();
    // A new checkout in the same tab starts unticked.
    renderApp('/checkout/p/ffffffffffffffffffffffff/pay');
    expect((await reminderBox()).checked).toBe(false);
  });
});

describe('the cart reminder of a buy-now', () => {
  it('reminds of the one product with its device, leaving the cart out', async () => {
    storeCart([marble]);
    const api = stubReminderShop([noContent]);
    renderApp(`${PIPELINE}/buy-now/id-buy-me?brand=Apple&model=iPhone+16`);
    const box = await reminderBox();
    typeInto('First name', 'Asha');
    typeInto('Email', 'asha@example.in');

    fireEvent.click(box);

    expect(await nthReminderCall(api, 1)).toEqual(
      draftOf([
        { productId: 'id-buy-me', selectedBrand: 'Apple', selectedModel: 'iPhone 16', quantity: 1 },
      ]),
    );
  });

  it('sends nothing while the device is not chosen, and saves once it is', async () => {
    const api = stubReminderShop([noContent]);
    renderApp(`${PIPELINE}/buy-now/id-buy-me`);
    const box = await reminderBox();
    typeInto('First name', 'Asha');
    typeInto('Email', 'asha@example.in');
    fireEvent.click(box);
    await settle();
    expect(reminderCalls(api)).toEqual([]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Model' }), {
      target: { value: 'iPhone 16 Pro' },
    });
    leave('Email');

    expect(await nthReminderCall(api, 1)).toEqual(
      draftOf([
        {
          productId: 'id-buy-me',
          selectedBrand: 'Apple',
          selectedModel: 'iPhone 16 Pro',
          quantity: 1,
        },
      ]),
    );
  });
});
