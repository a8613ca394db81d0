import { EARLY_TAPS_SCRIPT, type EarlyTapsWindow } from '@skins/shared';
import { JSDOM } from 'jsdom';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIslandRenderer, IslandRendererContext, island } from '#lib/island.tsx';
import { type IslandRegistry, startIslands } from './runtime.tsx';

// Each test gets its own window: the early script listens on its document for good, and the
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

const CounterIsland = island('counter', Counter, 'idle');
const SizePickerIsland = island('size', SizePicker, 'idle');
const WokenCounterIsland = island('counter', Counter, 'wake');
const LabelledIsland = island('labelled', Labelled, 'idle');
const SubscribeIsland = island('subscribe', Subscribe, 'visible');

type TestWindow = Window & typeof globalThis & EarlyTapsWindow;

let stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

/** As entry-server.tsx renders a document's islands: each a root of its own. */
function serverHtml(body: React.ReactElement): string {
  const renderer = createIslandRenderer((element, identifierPrefix) =>
    renderToString(element, { identifierPrefix }),
  );
  return renderToString(<IslandRendererContext value={renderer}>{body}</IslandRendererContext>);
}

/** A document as the server sends it: the islands' HTML and the early script, no runtime yet. */
function serverDocument(body: React.ReactElement): TestWindow {
  const dom = new JSDOM(`<!doctype html><body>${serverHtml(body)}</body>`, {
    runScripts: 'outside-only',
  });
  const win = dom.window as unknown as TestWindow;
  win.eval(EARLY_TAPS_SCRIPT);
  return win;
}

function start(win: TestWindow, registry: IslandRegistry): void {
  stops.push(startIslands(registry, win));
}

/** A registry whose loads wait until the test lets them through: the code "on its way". */
function slowRegistry() {
  const arrivals: Array<() => void> = [];
  const registry: IslandRegistry = {
    counter: () => new Promise((resolve) => arrivals.push(() => resolve(CounterIsland))),
    subscribe: () => new Promise((resolve) => arrivals.push(() => resolve(SubscribeIsland))),
  };
  const arriveAll = () => {
    for (const arrive of arrivals.splice(0)) arrive();
  };
  return { registry, arrivals, arriveAll };
}

function hydrated(win: TestWindow, name: string): Promise<void> {
  return vi.waitFor(() => {
    const element = win.document.querySelector(`shop-island[data-island="${name}"]`);
    expect(element?.hasAttribute('data-hydrated')).toBe(true);
  });
}

describe('islands', () => {
  it('renders each island inside its own root with its props', () => {
    const html = serverHtml(<CounterIsland start={3} />);

    expect(html).toContain('<shop-island data-island="counter" data-load="idle"');
    expect(html).toContain('data-props="{&quot;start&quot;:3}"');
    expect(html).toContain('data-prefix="counter1-"');
    expect(html).toContain('Count <!-- -->3');
  });

  it('renders an island inline, as part of the tree, on a client-app page', () => {
    const html = renderToString(<CounterIsland start={3} />);

    expect(html).toContain('<shop-island data-island="counter"');
    expect(html).not.toContain('data-prefix');
  });

  it('gives two islands on a page their own ids, the same after hydration', async () => {
    const win = serverDocument(
      <>
        <LabelledIsland label="First" />
        <LabelledIsland label="Second" />
      </>,
    );
    const ids = () =>
      [...win.document.querySelectorAll('span')].map((span) => span.id).filter(Boolean);
    const before = ids();
    expect(new Set(before).size).toBe(2);
    const errors = vi.spyOn(console, 'error');

    start(win, { labelled: async () => LabelledIsland });
    await vi.waitFor(() =>
      expect(win.document.querySelectorAll('shop-island[data-hydrated]')).toHaveLength(2),
    );
    for (const button of win.document.querySelectorAll('button')) button.click();

    await vi.waitFor(() =>
      expect([...win.document.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
        'on',
        'on',
      ]),
    );
    expect(ids()).toEqual(before);
    const labels = [...win.document.querySelectorAll('button')].map(
      (button) =>
        win.document.getElementById(button.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(labels).toEqual(['First', 'Second']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps a tap made before the code arrived, shows it pending, and replays it once', async () => {
    // React's development build warns that the kept tap's marks are not in the server's HTML;
    // production does not compare attributes while hydrating.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win = serverDocument(<CounterIsland start={3} />);
    const button = win.document.querySelector('button');
    if (!button) throw new Error('no button');

    button.click();
    button.click();

    expect(button.getAttribute('data-pending')).toBe('');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(win.__shopTaps).toEqual([button]);

    const { registry, arrivals, arriveAll } = slowRegistry();
    start(win, registry);
    // The kept tap asks for its island at once, before any idle moment.
    expect(arrivals).toHaveLength(1);
    arriveAll();
    await hydrated(win, 'counter');

    await vi.waitFor(() => expect(button.textContent).toBe('Count 4'));
    expect(button.hasAttribute('data-pending')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(win.__shopTaps).toEqual([]);
  });

  it('replays a kept tap once what the island took in as it hydrated has rendered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win = serverDocument(<SizePickerIsland />);
    const select = win.document.querySelector('select') as HTMLSelectElement;
    select.value = 'M';
    win.document.querySelector('button')?.click();

    start(win, { size: async () => SizePickerIsland });
    await hydrated(win, 'size');

    await vi.waitFor(() =>
      expect(win.document.querySelector('output')?.textContent).toBe('Ordered M'),
    );
  });

  it('leaves a command button to the browser where it runs commands, and keeps it where not', () => {
    const win = serverDocument(<CounterIsland start={0} />);
    const button = win.document.querySelector('button') as HTMLButtonElement;
    button.setAttribute('commandfor', 'menu');

    button.click();
    expect(win.__shopTaps).toEqual([button]);

    win.__shopTaps?.splice(0);
    Object.defineProperty(button, 'commandForElement', { value: null });
    button.click();
    expect(win.__shopTaps).toEqual([]);
  });

  it('hydrates an idle island without any tap, and then leaves its taps to React', async () => {
    const win = serverDocument(<CounterIsland start={0} />);
    start(win, { counter: async () => CounterIsland });
    await hydrated(win, 'counter');
    const button = win.document.querySelector('button');

    button?.click();

    await vi.waitFor(() => expect(button?.textContent).toBe('Count 1'));
    expect(button?.hasAttribute('data-pending')).toBe(false);
    expect(win.__shopTaps).toEqual([]);
  });

  it('keeps text typed and a form sent before hydration, and sends it through the island', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win = serverDocument(<SubscribeIsland label="Email" />);
    const input = win.document.querySelector('input');
    if (!input) throw new Error('no input');
    input.value = 'asha@example.com';
    let nativeSubmits = 0;
    win.document.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) nativeSubmits += 1;
      event.preventDefault();
    });
    const button = win.document.querySelector('button') as HTMLButtonElement;

    button.click();
    // Where the early script runs, the island's code comes: the form waits for it.
    expect(nativeSubmits).toBe(0);
    expect(win.__shopTaps).toEqual([button]);

    const { registry, arriveAll } = slowRegistry();
    start(win, registry);
    arriveAll();
    await hydrated(win, 'subscribe');

    await vi.waitFor(() =>
      expect(win.document.querySelector('output')?.textContent).toBe('Sent asha@example.com'),
    );
    expect(input.value).toBe('asha@example.com');
    expect(nativeSubmits).toBe(0);
  });

  it('sends a kept form natively when the island’s code cannot arrive', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win = serverDocument(<SubscribeIsland label="Email" />);
    const submitted: string[] = [];
    win.document.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) submitted.push(event.submitter?.textContent ?? '');
      event.preventDefault();
    });
    const button = win.document.querySelector('button') as HTMLButtonElement;
    button.click();

    start(win, {
      subscribe: async () => {
        throw new Error('chunk failed');
      },
    });

    await vi.waitFor(() => expect(submitted).toEqual(['Subscribe']));
    expect(errors).toHaveBeenCalledWith(new Error('chunk failed'));
    expect(button.hasAttribute('data-pending')).toBe(false);
    expect(win.__shopTaps).toEqual([]);
  });

  it('hydrates a `visible` island when its content comes into view (its root has no box)', async () => {
    const win = serverDocument(<SubscribeIsland label="Email" />);
    const observed: Element[] = [];
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
    class FakeObserver {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      unobserve() {}
      disconnect() {}
    }
    Object.assign(win, { IntersectionObserver: FakeObserver });
    const { registry, arrivals } = slowRegistry();
    start(win, registry);

    const form = win.document.querySelector('form');
    expect(observed).toEqual([form]);
    expect(arrivals).toHaveLength(0);

    report([{ target: form as Element, isIntersecting: true }]);
    expect(arrivals).toHaveLength(1);
  });

  it('leaves a `wake` island alone until another island asks for it', async () => {
    const win = serverDocument(<WokenCounterIsland start={0} />);
    const { registry, arrivals } = slowRegistry();
    start(win, registry);
    await new Promise((resolve) => win.setTimeout(resolve, 20));
    expect(arrivals).toHaveLength(0);

    win.__shopWake?.(win.document.querySelector('shop-island') as Element);

    expect(arrivals).toHaveLength(1);
  });

  it('hydrates an island on the first interaction with it, before any idle moment', async () => {
    const win = serverDocument(<SubscribeIsland label="Email" />);
    const { registry, arrivals } = slowRegistry();
    win.requestIdleCallback = () => 0;
    start(win, registry);
    expect(arrivals).toHaveLength(0);

    win.document
      .querySelector('input')
      ?.dispatchEvent(new win.FocusEvent('focusin', { bubbles: true }));

    expect(arrivals).toHaveLength(1);
  });

  it('refuses an island whose registered code is another island, and tries again later', async () => {
    const win = serverDocument(<CounterIsland start={0} />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async () => SubscribeIsland);
    start(win, { counter: load });

    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        new Error('The island registered as "counter" is "subscribe"'),
      ),
    );
    expect(win.document.querySelector('shop-island')?.hasAttribute('data-hydrated')).toBe(false);

    win.document.querySelector('button')?.click();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
