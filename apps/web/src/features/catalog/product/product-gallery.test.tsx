import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './product-gallery.tsx';

const IMAGES = [
  '/media/art/v2/iphone/marble/arctic/front.svg',
  '/media/art/v2/iphone/marble/arctic/angle.svg',
  '/media/art/v2/iphone/marble/arctic/detail.svg',
];

function renderGallery(images = IMAGES) {
  render(<ProductGallery name="Marble Arctic" images={images} />);
  return {
    thumbnail: (n: number) =>
      screen.getByRole('button', { name: `Show image ${n} of ${images.length}` }),
    shownAlt: () => screen.getByRole('img').getAttribute('alt'),
  };
}

describe('ProductGallery', () => {
  it('shows the first image, described by its view, with a labelled thumbnail per image', () => {
    const { thumbnail, shownAlt } = renderGallery();

    expect(shownAlt()).toBe('Marble Arctic, front view');
    expect(thumbnail(1).getAttribute('aria-current')).toBe('true');
    expect(thumbnail(2).getAttribute('aria-current')).toBeNull();
    expect(thumbnail(3)).toBeTruthy();
  });

  it('shows the image of a clicked thumbnail', () => {
    const { thumbnail, shownAlt } = renderGallery();

    fireEvent.click(thumbnail(3));

    expect(shownAlt()).toBe('Marble Arctic, close-up of the finish');
    expect(thumbnail(3).getAttribute('aria-current')).toBe('true');
  });

  it('moves between images with the arrow keys, focus following the thumbnail', () => {
    const { thumbnail, shownAlt } = renderGallery();
    thumbnail(1).focus();

    fireEvent.keyDown(thumbnail(1), { key: 'ArrowRight' });
    expect(shownAlt()).toBe('Marble Arctic, angled view');
    expect(document.activeElement).toBe(thumbnail(2));

    fireEvent.keyDown(thumbnail(2), { key: 'ArrowLeft' });
    expect(shownAlt()).toBe('Marble Arctic, front view');
    expect(document.activeElement).toBe(thumbnail(1));
  });

  it('wraps around at either end and jumps with Home and End', () => {
    const { thumbnail, shownAlt } = renderGallery();

    fireEvent.keyDown(thumbnail(1), { key: 'ArrowLeft' });
    expect(shownAlt()).toBe('Marble Arctic, close-up of the finish');
    fireEvent.keyDown(thumbnail(3), { key: 'ArrowRight' });
    expect(shownAlt()).toBe('Marble Arctic, front view');
    fireEvent.keyDown(thumbnail(1), { key: 'End' });
    expect(document.activeElement).toBe(thumbnail(3));
    fireEvent.keyDown(thumbnail(3), { key: 'Home' });
    expect(document.activeElement).toBe(thumbnail(1));
  });

  it('keeps one tab stop in the thumbnail row, on the shown image', () => {
    const { thumbnail } = renderGallery();

    fireEvent.click(thumbnail(2));

    expect([1, 2, 3].map((n) => thumbnail(n).tabIndex)).toEqual([-1, 0, -1]);
  });

  it('changes image on a horizontal swipe of the main image, not on a tap or a scroll', () => {
    const { shownAlt } = renderGallery();
    const main = screen.getByTestId('gallery-main');
    const swipe = (fromX: number, toX: number, toY = 300) => {
      fireEvent.pointerDown(main, { clientX: fromX, clientY: 300 });
      fireEvent.pointerUp(main, { clientX: toX, clientY: toY });
    };

    swipe(300, 120);
    expect(shownAlt()).toBe('Marble Arctic, angled view');
    swipe(120, 300);
    expect(shownAlt()).toBe('Marble Arctic, front view');
    swipe(300, 290);
    expect(shownAlt()).toBe('Marble Arctic, front view');
    swipe(300, 240, 600);
    expect(shownAlt()).toBe('Marble Arctic, front view');
  });

  it('offers each upload as AVIF first, main image and thumbnail alike; artwork stays a plain img', () => {
    const folder = '/media/uploads/0f9c2a1e-5b7d-4c3e-9a8b-1234567890ab';
    const images = [`${folder}/1280.webp`, IMAGES[0] ?? ''];
    const { container } = render(<ProductGallery name="Sunset" images={images} />);

    const pictures = [...container.querySelectorAll('picture')];
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) {
      const [source, image] = [...picture.children];
      expect(source?.outerHTML).toBe(`<source type="image/avif" srcset="${folder}/1280.avif">`);
      expect(image?.tagName).toBe('IMG');
      expect(image?.getAttribute('src')).toBe(`${folder}/1280.webp`);
      expect(image?.getAttribute('srcset')).toBeNull();
    }
    // The main upload keeps what it had: loaded first, at once.
    expect(pictures[0]?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
    const artwork = [...container.querySelectorAll(`img[src="${IMAGES[0]}"]`)];
    expect(artwork).toHaveLength(2);
    expect(artwork.map((image) => image.parentElement?.tagName)).not.toContain('PICTURE');
  });

  it('has no thumbnails or arrows for a single image', () => {
    render(<ProductGallery name="Solo" images={[IMAGES[0] ?? '']} />);

    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Solo, front view');
  });
});
