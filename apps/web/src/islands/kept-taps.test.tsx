import { describe, expect, it, vi } from 'vitest';
import {
  CounterIsland,
  hydrated,
  SizePickerIsland,
  SubscribeIsland,
  serverDocument,
  slowRegistry,
  start,
} from '#testing/islands-kit.tsx';

describe('taps made before an island hydrated', () => {
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

    start(win, { size: async () => ({ SizePickerIsland }) });
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

  it('sends the form of a `data-submit-on-change` select when an option is chosen', () => {
    const win = serverDocument(
      <form action="/category/mobile-skins" method="get">
        <input type="hidden" name="tags" value="matte" />
        <select name="sort" defaultValue="newest" data-submit-on-change="">
          <option value="newest">Newest</option>
          <option value="name">Name</option>
        </select>
      </form>,
    );
    const sent: string[] = [];
    win.document.addEventListener('submit', (event) => {
      const form = event.target as HTMLFormElement;
      sent.push(new win.URLSearchParams(new win.FormData(form) as never).toString());
      event.preventDefault();
    });
    const select = win.document.querySelector('select') as HTMLSelectElement;

    select.value = 'name';
    select.dispatchEvent(new win.Event('change', { bubbles: true }));

    expect(sent).toEqual(['tags=matte&sort=name']);
    // Another field's change sends nothing.
    win.document.querySelector('input')?.dispatchEvent(new win.Event('change', { bubbles: true }));
    expect(sent).toHaveLength(1);
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
});
