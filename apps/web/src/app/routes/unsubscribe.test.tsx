import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { renderApp } from '#testing/render-app.tsx';
import { buildStoreConfig } from '#testing/store-config.ts';

const lockedConfig = buildStoreConfig({ gate: true });

function stubLockedStore() {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input).startsWith('/api/store/config')
        ? jsonResponse(lockedConfig)
        : jsonResponse({ message: 'The store is locked', code: 'STORE_LOCKED' }, 403),
    ),
  );
}

describe('the unsubscribe page behind the password gate', () => {
  it('opens without the store password, inside the shop layout', async () => {
    stubLockedStore();

    renderApp('/unsubscribe?email=asha%40example.in&token=t');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from our newsletter?' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(screen.queryByLabelText('Store password')).toBeNull();
  });

  it('while the other pages show the gate', async () => {
    stubLockedStore();

    renderApp('/about');

    expect(await screen.findByLabelText('Store password')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
  });
});
