import { EARLY_TAPS_SCRIPT, type EarlyTapsWindow } from '@skins/shared';
import { JSDOM } from 'jsdom';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, vi } from 'vitest';
import { type IslandRegistry, startIslands } from '#islands/runtime.tsx';
import { createIslandRenderer, IslandRendererContext, island } from '#lib/island.tsx';

// The islands runtime's test kit (runtime.test.tsx, kept-taps.test.tsx): small islands, and a
// document as the server sends it. Each test gets its own window: the early script listens on its document for good, and the
// suite's shared jsdom (isolate: false) must not keep such a listener for the files after it.

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      Count {count}
    </button>
  );
}

function Subscribe({ label }: { label: string }) {
  const [sent, setSent] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSent(String(new FormData(event.currentTarget).get('email')));
      }}
    >
      <input name="email" aria-label={label} />
      <button type="submit">Subscribe</button>
      {sent !== null && <output>Sent {sent}</output>}
    </form>
  );
}

function Labelled({ label }: { label: string }) {
  const id = useId();
  const [isOn, setIsOn] = useState(false);
  return (
    <>
      <span id={id}>{label}</span>
      <button type="button" aria-labelledby={id} onClick={() => setIsOn(true)}>
        {isOn ? 'on' : 'off'}
      </button>
    </>
  );
}

/** Takes in, as it hydrates, a size chosen in the server's page; the button orders that size. */
function SizePicker() {
  const selectRef = useRef<HTMLSelectElement>(null);
  const [size, setSize] = useState('');
  const [ordered, setOrdered] = useState<string | null>(null);
  useLayoutEffect(() => setSize(selectRef.current?.value ?? ''), []);
  return (
    <>
      <select
        ref={selectRef}
        aria-label="Size"
        value={size}
        onChange={(e) => setSize(e.target.value)}
      >
        <option value="">Choose</option>
        <option value="M">M</option>
      </select>
      <button type="button" onClick={() => setOrdered(size)}>
        Order
      </button>
      {ordered !== null && <output>Ordered {ordered || 'nothing'}</output>}
    </>
  );
}

export const CounterIsland = island('counter', Counter, 'idle');
export const SizePickerIsland = island('size', SizePicker, 'idle');
export const WokenCounterIsland = island('counter', Counter, 'wake');
export const DeviceCounterIsland = island('counter', Counter, 'device');
export const LabelledIsland = island('labelled', Labelled, 'idle');
export const SubscribeIsland = island('subscribe', Subscribe, 'visible');

export type TestWindow = Window & typeof globalThis & EarlyTapsWindow;

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

/** As entry-server.tsx renders a document's islands: each a root of its own. */
export function serverHtml(body: React.ReactElement): string {
  const renderer = createIslandRenderer((element, identifierPrefix) =>
    renderToString(element, { identifierPrefix }),
  );
  return renderToString(<IslandRendererContext value={renderer}>{body}</IslandRendererContext>);
}

/**
 * A document as the server sends it: the islands' HTML and the early script, no runtime yet;
 * `stored` is what the browser's localStorage already holds.
 */
export function serverDocument(
  body: React.ReactElement,
  stored: Record<string, string> = {},
): TestWindow {
  const dom = new JSDOM(`<!doctype html><body>${serverHtml(body)}</body>`, {
    runScripts: 'outside-only',
    url: 'https://shop.test/',
  });
  const win = dom.window as unknown as TestWindow;
  for (const [key, value] of Object.entries(stored)) win.localStorage.setItem(key, value);
  win.eval(EARLY_TAPS_SCRIPT);
  return win;
}

export function start(win: TestWindow, registry: IslandRegistry): void {
  stops.push(startIslands(registry, win));
}

/** A registry whose loads wait until the test lets them through: the code "on its way". */
export function slowRegistry() {
  const arrivals: Array<() => void> = [];
  const registry: IslandRegistry = {
    counter: () => new Promise((resolve) => arrivals.push(() => resolve({ CounterIsland }))),
    subscribe: () => new Promise((resolve) => arrivals.push(() => resolve({ SubscribeIsland }))),
  };
  const arriveAll = () => {
    for (const arrive of arrivals.splice(0)) arrive();
  };
  return { registry, arrivals, arriveAll };
}

export function hydrated(win: TestWindow, name: string): Promise<void> {
  return vi.waitFor(() => {
    const element = win.document.querySelector(`shop-island[data-island="${name}"]`);
    expect(element?.hasAttribute('data-hydrated')).toBe(true);
  });
}
