import { STORAGE_KEYS } from '@skins/shared';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { buildProduct } from '#testing/fixtures.ts';
import { DevicePreview } from './device-preview.tsx';

const product = buildProduct({
  compatibility: [{ brand: 'Apple', models: ['iPhone 16 Pro', 'iPhone 16'] }],
});

const Preview = () => <DevicePreview product={product} />;

describe('DevicePreview and server rendering', () => {
  it('renders the same markup every time, with ids React gives it', () => {
    const first = renderToString(<Preview />);

    expect(renderToString(<Preview />)).toBe(first);
    expect(first).toContain('clip-path="url(#dp');
  });

  it('hydrates the server markup without a mismatch, then shows the remembered device', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.chosenDevice,
      JSON.stringify({ brand: 'Apple', model: 'iPhone 16' }),
    );
    // The server cannot see localStorage: its page shows the first fitting model.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Preview />);
    document.body.append(container);
    expect(container.querySelector('[role="img"]')?.getAttribute('data-outline')).toBe(
      'phone with a three-lens camera island',
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();

    const root = hydrateRoot(container, <Preview />, { onRecoverableError: recoverable });
    await act(async () => {});

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[role="img"]')?.getAttribute('data-outline')).toBe(
      'phone with a two-lens camera',
    );
    act(() => root.unmount());
    container.remove();
  });
});
