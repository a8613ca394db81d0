import { STORAGE_KEYS } from '@skins/shared';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, writeStorage } from '#lib/storage.ts';
import { wakeDeviceIslands } from '#lib/wake-island.ts';

/** The shopper's device, as a product's `compatibility` names it (brand and one of its models). */
export interface ChosenDevice {
  brand: string;
  model: string;
}

const listeners = new Set<() => void>();

// The snapshot is cached by the stored text, so every render between changes sees the same object.
let cachedText: string | null = null;
let cachedDevice: ChosenDevice | null = null;

function parseDevice(text: string | null): ChosenDevice | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { brand, model } = value as Record<string, unknown>;
    return typeof brand === 'string' && brand && typeof model === 'string' && model
      ? { brand, model }
      : null;
  } catch {
    return null;
  }
}

/** The chosen device as this browser remembers it, or null (nothing chosen, or unreadable). */
export function readChosenDevice(): ChosenDevice | null {
  const text = readStorage(STORAGE_KEYS.chosenDevice);
  if (text !== cachedText) {
    cachedText = text;
    cachedDevice = parseDevice(text);
  }
  return cachedDevice;
}

/** Brings in the page's islands that only a chosen device changes, once one is chosen. */
function wakeForDevice(): void {
  if (readChosenDevice()) wakeDeviceIslands();
}

/** Tells every reader. */
function notify(): void {
  for (const listener of listeners) listener();
  wakeForDevice();
}

/** Remembers the device (localStorage) and updates every component that reads it. */
export function chooseDevice(device: ChosenDevice): void {
  writeStorage(STORAGE_KEYS.chosenDevice, JSON.stringify(device));
  notify();
}

export function clearChosenDevice(): void {
  removeStorage(STORAGE_KEYS.chosenDevice);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.chosenDevice && event.key !== null) return;
    listener();
    wakeForDevice();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The chosen device. The server cannot see localStorage, so the server's HTML and the browser's
 * hydrating render both have none (null); the remembered choice applies right after hydration.
 */
export function useChosenDevice(): ChosenDevice | null {
  return useSyncExternalStore(subscribe, readChosenDevice, () => null);
}
