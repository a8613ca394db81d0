import { STORAGE_KEYS } from '@skins/shared';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  CounterIsland,
  DeviceCounterIsland,
  hydrated,
  LabelledIsland,
  SubscribeIsland,
  serverDocument,
  serverHtml,
  slowRegistry,
  start,
  WokenCounterIsland,
} from '#testing/islands-kit.tsx';

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

    start(win, { labelled: async () => ({ LabelledIsland }) });
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

  it('hydrates an idle island without any tap, and then leaves its taps to React', async () => {
    const win = serverDocument(<CounterIsland start={0} />);
    start(win, { counter: async () => ({ CounterIsland }) });
    await hydrated(win, 'counter');
    const button = win.document.querySelector('button');

    button?.click();

    await vi.waitFor(() => expect(button?.textContent).toBe('Count 1'));
    expect(button?.hasAttribute('data-pending')).toBe(false);
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

  it('hydrates a `device` island when idle only where a device is chosen', () => {
    const device = JSON.stringify({ brand: 'Apple', model: 'iPhone 15' });
    const arrivalsWith = (stored: Record<string, string>) => {
      const win = serverDocument(<DeviceCounterIsland start={0} />, stored);
      const { registry, arrivals } = slowRegistry();
      // Idle at once.
      win.requestIdleCallback = (callback) => {
        callback({ didTimeout: false, timeRemaining: () => 50 });
        return 0;
      };
      start(win, registry);
      return { win, arrivals };
    };

    expect(arrivalsWith({ [STORAGE_KEYS.chosenDevice]: device }).arrivals).toHaveLength(1);

    // None chosen: the server's page is right as it is, until a device is chosen.
    const { win, arrivals } = arrivalsWith({});
    expect(arrivals).toHaveLength(0);
    win.__shopWake?.(win.document.querySelector('shop-island') as Element);
    expect(arrivals).toHaveLength(1);
  });

  it('asks for no island code before the page has painted its first frame', async () => {
    const win = serverDocument(<CounterIsland start={0} />);
    const { registry, arrivals } = slowRegistry();
    const frames: FrameRequestCallback[] = [];
    win.requestAnimationFrame = (callback) => frames.push(callback);
    win.requestIdleCallback = (callback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 0;
    };
    start(win, registry);
    await new Promise((resolve) => win.setTimeout(resolve, 20));
    expect(arrivals).toHaveLength(0);

    for (const frame of frames.splice(0)) frame(0);

    await vi.waitFor(() => expect(arrivals).toHaveLength(1));
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

  it('refuses a module that exports no island of the registered name, and tries again later', async () => {
    const win = serverDocument(<CounterIsland start={0} />);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(async () => ({ SubscribeIsland }));
    start(win, { counter: load });

    await vi.waitFor(() =>
      expect(errors).toHaveBeenCalledWith(
        new Error('The module registered as "counter" exports no island of that name'),
      ),
    );
    expect(win.document.querySelector('shop-island')?.hasAttribute('data-hydrated')).toBe(false);

    win.document.querySelector('button')?.click();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
