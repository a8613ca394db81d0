import { STORAGE_KEYS } from '@skins/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { apiGet } from '#lib/api-client.ts';
import { createQueryClient } from '#lib/query-client.ts';
import { jsonResponse } from '#testing/fixtures.ts';
import { buildStoreConfig } from '#testing/store-config.ts';
import { StoreGate } from './store-gate.tsx';

const STORE_TEXT = 'The store itself';
const LOADING_TEXT = 'Loading the shop';

function config(gate: boolean) {
  return buildStoreConfig({ gate });
}

function stubApi(answers: Record<string, () => Response>) {
  const fetchFn = vi.fn<typeof fetch>(async (input) => {
    const path = String(input).split('?')[0] ?? '';
    const answer = answers[path];
    if (!answer) throw new Error(`unexpected request to ${path}`);
    return answer();
  });
  vi.stubGlobal('fetch', fetchFn);
  return fetchFn;
}

/** A store page that calls a gated endpoint when asked to. */
function StorePage() {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <div>
      <p>{STORE_TEXT}</p>
      <button
        type="button"
        onClick={() => void apiGet('/products', z.unknown()).catch(() => setHasFailed(true))}
      >
        Load products
      </button>
      {hasFailed && <p>Products failed</p>}
    </div>
  );
}

function renderGate({ isExempt = false } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <StoreGate
        isExempt={isExempt}
        page={{ pathname: '/', search: '' }}
        loading={<p>{LOADING_TEXT}</p>}
      >
        <StorePage />
      </StoreGate>
    </QueryClientProvider>,
  );
}

function robotsMeta() {
  return document.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null;
}

describe('store gate', () => {
  it('renders the store at once when siteUnlocked is true, without asking the server', () => {
    window.localStorage.setItem(STORAGE_KEYS.siteUnlocked, 'true');
    const fetchFn = stubApi({});

    renderGate();

    expect(screen.getByText(STORE_TEXT)).toBeTruthy();
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('shows the loading overlay, not the store, while the config is on its way', () => {
    stubApi({ '/api/store/config': () => jsonResponse(config(false)) });

    renderGate();

    expect(screen.getByText(LOADING_TEXT)).toBeTruthy();
    expect(screen.queryByText(STORE_TEXT)).toBeNull();
  });

  it('never shows the gate when the server says the gate is off', async () => {
    stubApi({ '/api/store/config': () => jsonResponse(config(false)) });

    renderGate();

    expect(await screen.findByText(STORE_TEXT)).toBeTruthy();
    expect(screen.queryByLabelText('Store password')).toBeNull();
    expect(robotsMeta()).toBeNull();
  });

  it('shows the full-screen gate with the newsletter and noindex when the gate is on', async () => {
    stubApi({ '/api/store/config': () => jsonResponse(config(true)) });

    const view = renderGate();

    expect(await screen.findByLabelText('Store password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock Store' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.queryByText(STORE_TEXT)).toBeNull();
    expect(robotsMeta()).toBe('noindex');

    view.unmount();
    expect(robotsMeta()).toBeNull();
  });

  it('shows the gate again and clears siteUnlocked when a call answers STORE_LOCKED', async () => {
    window.localStorage.setItem(STORAGE_KEYS.siteUnlocked, 'true');
    stubApi({
      '/api/products': () =>
        jsonResponse({ message: 'The store is locked', code: 'STORE_LOCKED' }, 403),
    });
    renderGate();

    fireEvent.click(screen.getByRole('button', { name: 'Load products' }));

    expect(await screen.findByLabelText('Store password')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.siteUnlocked)).toBeNull();
    expect(screen.queryByText(STORE_TEXT)).toBeNull();
  });

  it('keeps the flag for any other 403', async () => {
    window.localStorage.setItem(STORAGE_KEYS.siteUnlocked, 'true');
    stubApi({
      '/api/products': () => jsonResponse({ message: 'No', code: 'FORBIDDEN' }, 403),
    });
    renderGate();

    fireEvent.click(screen.getByRole('button', { name: 'Load products' }));

    expect(await screen.findByText('Products failed')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.siteUnlocked)).toBe('true');
    expect(screen.getByText(STORE_TEXT)).toBeTruthy();
  });

  it('shows the store when the config cannot be read (the server still guards its calls)', async () => {
    stubApi({
      '/api/store/config': () => jsonResponse({ message: 'Down', code: 'INTERNAL' }, 500),
    });

    renderGate();

    expect(await screen.findByText(STORE_TEXT)).toBeTruthy();
  });

  it('keeps exempt pages (the unsubscribe link) open while the gate is on', async () => {
    const fetchFn = stubApi({ '/api/store/config': () => jsonResponse(config(true)) });

    renderGate({ isExempt: true });

    expect(screen.getByText(STORE_TEXT)).toBeTruthy();
    await waitFor(() => expect(fetchFn).toHaveBeenCalled());
    expect(screen.queryByLabelText('Store password')).toBeNull();
  });
});
