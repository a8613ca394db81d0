import { MESSAGES } from '@skins/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildTracking } from '#testing/order-fixtures.ts';
import { renderOrderRoute } from '#testing/render-order-route.tsx';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { TRACK_MESSAGES } from './track-order-page.tsx';

const tracking = buildTracking();
const orderIdField = () => screen.getByRole('textbox', { name: 'Order ID' });

function track(id: string) {
  fireEvent.change(orderIdField(), { target: { value: id } });
  fireEvent.click(screen.getByRole('button', { name: 'Track' }));
}

describe('track order', () => {
  it('asks for the order id before looking anything up', async () => {
    const api = stubApiCalls(() => jsonResponse(tracking));
    renderOrderRoute('/track-order');

    track('   ');

    expect((await screen.findByRole('alert')).textContent).toBe(TRACK_MESSAGES.missingId);
    expect(orderIdField().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('shows the status and its timeline for an order id, and keeps the id in the URL', async () => {
    const api = stubApiCalls(() => jsonResponse(tracking));
    const { router } = renderOrderRoute('/track-order');

    track(` ${tracking._id} `);

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

  it('looks the order up at once when the link carries its id', async () => {
    const api = stubApiCalls(() => jsonResponse(buildTracking({ status: 'Delivered' })));

    renderOrderRoute(`/track-order?id=${tracking._id}`);

    const card = await screen.findByRole('region', { name: 'Order #1042' });
    expect(within(card).getByText('Delivered', { selector: 'span' })).toBeTruthy();
    expect(api.calls).toHaveLength(1);
    expect((orderIdField() as HTMLInputElement).value).toBe(tracking._id);
  });

  it('says the order is not found for an unknown id', async () => {
    stubApiCalls(() => jsonResponse({ message: 'Order not found', code: 'NOT_FOUND' }, 404));
    renderOrderRoute('/track-order');

    track('no-such-order');

    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.confirmation.notFound,
    );
  });

  it('says the status failed to load when the answer is unusable', async () => {
    stubApiCalls(() => jsonResponse({ status: 'Teleported' }));
    renderOrderRoute('/track-order');

    track(tracking._id);

    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.confirmation.loadFailed,
    );
  });
});
