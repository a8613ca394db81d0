import { MESSAGES, ORDER_LOOKUP_NOT_FOUND } from '@skins/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildTracking } from '#testing/order-fixtures.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { stubLocation } from '#testing/stub-location.ts';
import { TRACK_MESSAGES } from './track-order-page.tsx';

const tracking = buildTracking();
const orderIdField = () => screen.getByRole('textbox', { name: 'Order ID or tracking link' });
const numberField = () => screen.getByRole('textbox', { name: 'Order number' });
const emailField = () => screen.getByRole('textbox', { name: 'Email used at checkout' });

/** Types into "Find my order" once the page has loaded, and sends it. */
async function findByNumber(number: string, email: string) {
  await screen.findByRole('textbox', { name: 'Order number' });
  fireEvent.change(numberField(), { target: { value: number } });
  fireEvent.change(emailField(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Find my order' }));
}

/** The "order ID or tracking link" form as the browser sends it: a GET to `?orderId=`. */
const pasted = (text: string) => `/track-order?${new URLSearchParams({ orderId: text })}`;

describe('track order', () => {
  it('is a GET form to /track-order, which works without JavaScript', async () => {
    stubApiCalls(() => jsonResponse(tracking));
    renderOrderRoute('/track-order');

    const form = (await screen.findByRole('form', {
      name: 'Track by order ID or link',
    })) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/track-order');
    expect((orderIdField() as HTMLInputElement).name).toBe('orderId');
  });

  it('asks for the order id when what was sent holds nothing to look up', async () => {
    const api = stubApiCalls(() => jsonResponse(tracking));
    renderOrderRoute(pasted('   '));

    expect((await screen.findByRole('alert')).textContent).toBe(TRACK_MESSAGES.missingId);
    expect(orderIdField().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('goes from a sent id to its tracking, the id in the URL', async () => {
    const api = stubApiCalls(() => jsonResponse(tracking));
    const { router } = renderOrderRoute(pasted(` ${tracking._id} `));

    const card = await screen.findByRole('region', { name: 'Order #1042' });
    expect(api.calls[0]?.path).toBe(`/orders/track-order/${tracking._id}`);
    expect(router.state.location.search).toBe(`?id=${tracking._id}`);
    const steps = within(within(card).getByRole('list', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent?.replace(/\d.*$/, ''))).toEqual([
      'Placed (done)',
      'Processing (current step)',
      'Shipped (not yet)',
      'Delivered (not yet)',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(steps[0]?.textContent).toContain('12 March 2026');
    // No personal data is asked for or shown.
    expect(card.textContent).not.toMatch(/Asha|@/);
  });

  it('reads a pasted tracking link: its id in the URL, and with its token a link to the whole order', async () => {
    const api = stubApiCalls(() => jsonResponse(tracking));
    const { router } = renderOrderRoute(
      pasted(`https://skins.example.in/track-order?id=${tracking._id}&token=tok-9`),
    );

    await screen.findByRole('region', { name: 'Order #1042' });
    expect(api.calls.map((call) => call.path)).toEqual([`/orders/track-order/${tracking._id}`]);
    expect(router.state.location.search).toBe(`?id=${tracking._id}&token=tok-9`);
    expect(screen.getByRole('link', { name: 'View your order details' }).getAttribute('href')).toBe(
      `/order-confirmation/${tracking._id}?token=tok-9`,
    );
  });

  it('sends a confirmation link that carries only the token to the order it opens', async () => {
    stubApiCalls(() => new Promise<Response>(() => {}));
    const { router } = renderOrderRoute(
      pasted('https://skins.example.in/order-confirmation?token=tok-7'),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/order-confirmation'));
    expect(router.state.location.search).toBe('?token=tok-7');
  });

  it('looks the order up at once when the link carries its id', async () => {
    const api = stubApiCalls(() => jsonResponse(buildTracking({ status: 'Delivered' })));

    renderOrderRoute(`/track-order?id=${tracking._id}`);

    const card = await screen.findByRole('region', { name: 'Order #1042' });
    expect(within(card).getByText('Delivered', { selector: 'span' })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('says the order is not found for an unknown id', async () => {
    stubApiCalls(() => jsonResponse({ message: 'Order not found', code: 'NOT_FOUND' }, 404));
    renderOrderRoute('/track-order?id=no-such-order');

    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.confirmation.notFound,
    );
  });

  it('says the status failed to load when the answer is unusable', async () => {
    stubApiCalls(() => jsonResponse({ status: 'Teleported' }));
    renderOrderRoute(`/track-order?id=${tracking._id}`);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.confirmation.loadFailed);
    // A document (decision 045): trying again is loading the page again.
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/track-order?id=${tracking._id}`,
    );
  });

  it('opens the mails’ one-click link (id and token) at once; without the token, no order link', async () => {
    stubApiCalls(() => jsonResponse(tracking));
    renderOrderRoute(`/track-order?id=${tracking._id}&token=tok-mail`);
    await screen.findByRole('region', { name: 'Order #1042' });
    expect(screen.getByRole('link', { name: 'View your order details' }).getAttribute('href')).toBe(
      `/order-confirmation/${tracking._id}?token=tok-mail`,
    );
  });

  it('shows no order link for the id alone', async () => {
    stubApiCalls(() => jsonResponse(tracking));
    renderOrderRoute(`/track-order?id=${tracking._id}`);
    await screen.findByRole('region', { name: 'Order #1042' });
    expect(screen.queryByRole('link', { name: 'View your order details' })).toBeNull();
  });
});

describe('find my order by number and email', () => {
  it('is a POST form to /track-order, which the server answers without JavaScript', async () => {
    stubApiCalls(() => jsonResponse(tracking));
    renderOrderRoute('/track-order');

    const form = (await screen.findByRole('form', {
      name: 'Find your order by number',
    })) as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/track-order');
    expect((numberField() as HTMLInputElement).name).toBe('orderNumber');
    expect((emailField() as HTMLInputElement).name).toBe('email');
  });

  it('asks the API with what was typed and shows the order below the form, without a page load', async () => {
    const api = stubApiCalls(() => jsonResponse({ ...tracking, items: [] }));
    const assign = stubLocation();
    renderOrderRoute('/track-order');

    await findByNumber(' # 1042 ', '  Asha@Example.IN ');

    expect(screen.getByRole('button', { name: 'Finding your order…' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Order #1042' });
    const [lookup] = api.callsTo('/orders/lookup');
    expect(lookup?.method).toBe('POST');
    // The server reads the number as printed and the email in any case (its schema's checks);
    // an email field's value has no surrounding spaces.
    expect(lookup?.body).toEqual({ number: ' # 1042 ', email: 'Asha@Example.IN' });
    expect(screen.getByRole('button', { name: 'Find my order' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });

  it('says the one not-found message for a wrong pair, marking both fields', async () => {
    stubApiCalls(() => jsonResponse({ message: ORDER_LOOKUP_NOT_FOUND, code: 'NOT_FOUND' }, 404));
    const assign = stubLocation();
    renderOrderRoute('/track-order');

    await findByNumber('1042', 'someone@example.in');

    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_LOOKUP_NOT_FOUND);
    expect(numberField().getAttribute('aria-invalid')).toBe('true');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(assign).not.toHaveBeenCalled();

    // Editing clears the message.
    fireEvent.input(emailField(), { target: { value: 'asha@example.in' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks the field the server found invalid, with its message', async () => {
    stubApiCalls(() =>
      jsonResponse(
        {
          message: 'Some fields are invalid.',
          code: 'VALIDATION_FAILED',
          details: { fields: { email: 'Enter a valid email address' } },
        },
        400,
      ),
    );
    renderOrderRoute('/track-order');

    await findByNumber('1042', 'asha');

    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address');
    expect(emailField().getAttribute('aria-invalid')).toBe('true');
    expect(numberField().getAttribute('aria-invalid')).toBeNull();
  });

  it('passes on the wait when the look-ups are rate-limited', async () => {
    const message = 'Too many attempts. Please try again in 42 seconds.';
    stubApiCalls(() =>
      jsonResponse({ message, code: 'RATE_LIMITED', details: { retryAfterSeconds: 42 } }, 429),
    );
    renderOrderRoute('/track-order');

    await findByNumber('1042', 'asha@example.in');

    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('shows why the form sent without JavaScript found nothing, with the number as typed', async () => {
    const api = stubApiCalls(() => jsonResponse(tracking));
    renderOrderRoute('/track-order?number=1042&lookup=not-found');

    expect((await screen.findByRole('alert')).textContent).toBe(ORDER_LOOKUP_NOT_FOUND);
    expect((numberField() as HTMLInputElement).value).toBe('1042');
    expect((emailField() as HTMLInputElement).value).toBe('');
    expect(api.calls).toEqual([]);
  });

  it('ignores a reason it does not know: no message is made up from the address', async () => {
    stubApiCalls(() => jsonResponse(tracking));
    renderOrderRoute('/track-order?number=1042&lookup=Call+us+now');

    await screen.findByRole('heading', { level: 1, name: 'Track your order' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a shipped order’s courier, AWB, shipped date and a link to the courier’s page', async () => {
    const shipped = buildTracking({
      status: 'Shipped',
      history: [
        { status: 'Placed', at: '2026-03-12T03:35:00.000Z' },
        { status: 'Shipped', at: '2026-03-13T05:00:00.000Z' },
      ],
      shipment: {
        courier: 'Delhivery',
        trackingNumber: 'DL 12345',
        trackingUrl: 'https://www.delhivery.com/track/package/DL%2012345',
        shippedAt: '2026-03-13T05:00:00.000Z',
      },
    });
    stubApiCalls(() => jsonResponse(shipped));
    renderOrderRoute(`/track-order?id=${shipped._id}`);

    const card = await screen.findByRole('region', { name: 'Order #1042' });
    const shipment = within(card).getByRole('region', { name: 'Shipment' });
    expect(shipment.textContent).toContain('Delhivery');
    expect(shipment.textContent).toContain('DL 12345');
    expect(shipment.textContent).toContain('13 March 2026');
    const link = within(shipment).getByRole('link', { name: /Track on Delhivery/ });
    expect(link.getAttribute('href')).toBe('https://www.delhivery.com/track/package/DL%2012345');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    // The timeline is as before.
    expect(
      within(within(card).getByRole('list', { name: 'Order progress' }))
        .getAllByRole('listitem')
        .map((step) => step.textContent?.replace(/\d.*$/, '')),
    ).toEqual([
      'Placed (done)',
      'Processing (done)',
      'Shipped (current step)',
      'Delivered (not yet)',
    ]);
  });

  it('shows no shipment before the order ships', async () => {
    stubApiCalls(() => jsonResponse(tracking));
    renderOrderRoute(`/track-order?id=${tracking._id}`);

    const card = await screen.findByRole('region', { name: 'Order #1042' });
    expect(within(card).queryByRole('region', { name: 'Shipment' })).toBeNull();
  });
});
