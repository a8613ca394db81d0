import { type DeviceList, STORAGE_KEYS } from '@skins/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse } from '#testing/fixtures.ts';
import { stubApiCalls } from '#testing/stub-api-calls.ts';
import { chooseDevice } from '../chosen-device.ts';
import { closeDevicePicker } from '../picker-state.ts';
import { DevicePickerButton } from './device-picker-button.tsx';
import { DevicePickerHost } from './device-picker-host.tsx';

const DEVICES: DeviceList = {
  data: [
    { brand: 'Apple', models: ['iPhone 15', 'iPhone 16', 'iPhone 16 Pro'] },
    { brand: 'Samsung', models: ['Galaxy S24', 'Galaxy S24 Ultra'] },
    { brand: 'Sony', models: ['PS5 Slim (Disc)'] },
  ],
};

// As the header's island mounts them: no router or query client around them.
function mountPicker() {
  render(
    <>
      <DevicePickerButton />
      <DevicePickerHost />
    </>,
  );
}

function renderPicker() {
  const api = stubApiCalls(() => jsonResponse(DEVICES));
  mountPicker();
  return api;
}

const stored = () => window.localStorage.getItem(STORAGE_KEYS.chosenDevice);
const openPicker = async () => {
  fireEvent.click(screen.getByRole('button', { name: /choose your device|your device/i }));
  return screen.findByRole('dialog', { name: 'Choose your device' });
};

afterEach(() => act(closeDevicePicker));

describe('the device picker', () => {
  it('lists brands and models from GET /api/devices and remembers the chosen one', async () => {
    const api = renderPicker();
    const dialog = await openPicker();

    const pro = await within(dialog).findByRole('button', { name: 'Apple iPhone 16 Pro' });
    expect(within(dialog).getByRole('button', { name: 'Samsung Galaxy S24 Ultra' })).toBeTruthy();
    expect(api.calls.map(({ method, path, query }) => [method, path, `${query}`])).toEqual([
      ['GET', '/devices', ''],
    ]);
    fireEvent.click(pro);

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(stored() ?? 'null')).toEqual({ brand: 'Apple', model: 'iPhone 16 Pro' });
    expect(
      screen.getByRole('button', { name: 'Your device: iPhone 16 Pro. Change it' }),
    ).toBeTruthy();
  });

  it('narrows the list as the shopper types, and by brand', async () => {
    renderPicker();
    const dialog = await openPicker();
    await within(dialog).findByRole('button', { name: 'Apple iPhone 15' });

    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search devices' }), {
      target: { value: 'ip 16' },
    });
    const devices = within(dialog).getByRole('group', { name: 'Devices' });
    expect(
      within(devices)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Apple iPhone 16', 'Apple iPhone 16 Pro']);

    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Samsung', pressed: false }));
    expect(
      within(within(dialog).getByRole('group', { name: 'Devices' })).getAllByRole('button'),
    ).toHaveLength(2);

    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'pixel' } });
    expect(within(dialog).getByRole('status').textContent).toMatch(/No device matches “pixel”/);
  });

  it('works from the keyboard: type, arrow down through the models, Enter', async () => {
    renderPicker();
    const dialog = await openPicker();
    const search = within(dialog).getByRole('searchbox', { name: 'Search devices' });
    expect(document.activeElement).toBe(search);
    await within(dialog).findByRole('button', { name: 'Apple iPhone 15' });
    // Enter with nothing typed chooses nothing.
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(stored()).toBeNull();

    fireEvent.change(search, { target: { value: 'galaxy' } });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Samsung Galaxy S24');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Samsung Galaxy S24 Ultra');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(search);

    // Enter in the search box takes the first match.
    fireEvent.change(search, { target: { value: 'ps5' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(JSON.parse(stored() ?? 'null')).toEqual({ brand: 'Sony', model: 'PS5 Slim (Disc)' });
  });

  it('closes on Escape without changing the device', async () => {
    act(() => chooseDevice({ brand: 'Apple', model: 'iPhone 15' }));
    renderPicker();
    const dialog = await openPicker();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(stored() ?? 'null')).toEqual({ brand: 'Apple', model: 'iPhone 15' });
  });

  it('marks the chosen device, changes it, and clears it with "Show all devices"', async () => {
    act(() => chooseDevice({ brand: 'Apple', model: 'iPhone 15' }));
    const api = renderPicker();
    let dialog = await openPicker();
    const current = await within(dialog).findByRole('button', { name: 'Apple iPhone 15' });
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(dialog).getByText('Now shopping for').textContent).toContain('Apple iPhone 15');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apple iPhone 16' }));
    expect(JSON.parse(stored() ?? 'null')).toEqual({ brand: 'Apple', model: 'iPhone 16' });

    dialog = await openPicker();
    // Opened again on the same page: the list it already has, at once, not asked for again.
    expect(within(dialog).getByRole('button', { name: 'Apple iPhone 16' })).toBeTruthy();
    expect(api.callsTo('/devices')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show all devices' }));
    expect(stored()).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose your device' })).toBeTruthy();
  });

  it('offers a retry when the devices cannot be loaded', async () => {
    let isDown = true;
    const api = stubApiCalls(() =>
      isDown ? jsonResponse({ message: 'x', code: 'INTERNAL' }, 500) : jsonResponse(DEVICES),
    );
    mountPicker();
    const dialog = await openPicker();
    const retry = await within(dialog).findByRole('button', { name: /try again/i });
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'We could not load the devices. Please try again.',
    );
    isDown = false;
    fireEvent.click(retry);
    expect(await within(dialog).findByRole('button', { name: 'Apple iPhone 16' })).toBeTruthy();
    expect(api.callsTo('/devices')).toHaveLength(2);
  });
});
