import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeviceDrawing } from './device-drawing.tsx';
import { DEVICE_OUTLINES } from './device-outlines.ts';
import { type SkinSource, skinSourceOf } from './skin-source.ts';

const skin = {
  url: '/media/art/v2/ps5/marble/obsidian/front.svg',
  window: [330, 400, 190, 240] as [number, number, number, number],
};

function renderDrawing(source: SkinSource = skin) {
  render(
    <DeviceDrawing
      outline={DEVICE_OUTLINES['console-panel']}
      skin={source}
      label="Marble on PS5"
    />,
  );
  return () => screen.getByRole('img', { name: 'Marble on PS5' }).querySelector('image');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('DeviceDrawing', () => {
  it('looks at the skin window of the image, clipped to the outline', () => {
    const image = renderDrawing();

    expect(image()?.getAttribute('href')).toBe(skin.url);
    expect(image()?.parentElement?.getAttribute('viewBox')).toBe('330 400 190 240');
  });

  it('hides a failed image at once and asks for it again a little later, twice at most', () => {
    vi.useFakeTimers();
    const image = renderDrawing();

    for (const attempt of [1, 2]) {
      fireEvent.error(image() as Element);
      expect(image(), `hidden after failure ${attempt}`).toBeNull();
      act(() => vi.advanceTimersByTime(1500 * attempt));
      expect(image(), `asked again after failure ${attempt}`).not.toBeNull();
    }
    fireEvent.error(image() as Element);
    act(() => vi.advanceTimersByTime(60_000));

    expect(image()).toBeNull();
  });

  it("shows an upload's AVIF, the gallery's file, and its WebP where the AVIF cannot be shown", () => {
    vi.useFakeTimers();
    const folder = '/media/uploads/0f9c2a1e-5b7d-4c3e-9a8b-1234567890ab';
    const upload = skinSourceOf([`${folder}/1280.webp`], 'console');
    const image = renderDrawing(upload ?? skin);

    expect(image()?.getAttribute('href')).toBe(`${folder}/1280.avif`);
    fireEvent.error(image() as Element);
    // At once, not after a retry's wait: this browser reads no AVIF, and has the WebP.
    expect(image()?.getAttribute('href')).toBe(`${folder}/1280.webp`);
    fireEvent.error(image() as Element);
    expect(image(), 'the WebP failing too is retried as any image is').toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    expect(image()?.getAttribute('href')).toBe(`${folder}/1280.webp`);
  });
});
