import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ProductImage } from './product-image.tsx';

const FOLDER = '/media/uploads/0f9c2a1e-5b7d-4c3e-9a8b-1234567890ab';
const ARTWORK = '/media/art/v2/iphone/marble/arctic/front.svg';

/** What the callers set, which must reach the img unchanged. */
const IMAGE_PROPS = {
  width: 800,
  height: 800,
  loading: 'eager',
  fetchPriority: 'high',
  decoding: 'async',
  className: 'size-full object-cover',
} as const;
const IMAGE_ATTRIBUTES =
  'alt="" width="800" height="800" loading="eager" fetchPriority="high" decoding="async" class="size-full object-cover"';

describe('ProductImage', () => {
  it('draws an upload as a picture: its AVIF at the same width, then the WebP img', () => {
    // All of the markup: inside a picture React adds no preload of the WebP (it does for a bare
    // eager img), which a browser that reads AVIF would download on top.
    expect(
      renderToString(<ProductImage src={`${FOLDER}/1280.webp`} alt="" {...IMAGE_PROPS} />),
    ).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="${FOLDER}/1280.avif"/>` +
        `<img src="${FOLDER}/1280.webp" ${IMAGE_ATTRIBUTES}/>` +
        '</picture>',
    );
  });

  it('offers every stored width in both formats when the layout gives sizes', () => {
    const sizes = '(min-width: 1280px) 290px, 62vw';
    const srcSet = (format: string) =>
      `${FOLDER}/320.${format} 320w, ${FOLDER}/640.${format} 640w, ${FOLDER}/1280.${format} 1280w`;

    expect(
      renderToString(
        <ProductImage src={`${FOLDER}/320.webp`} sizes={sizes} alt="" {...IMAGE_PROPS} />,
      ),
    ).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="${srcSet('avif')}" sizes="${sizes}"/>` +
        `<img src="${FOLDER}/320.webp" srcSet="${srcSet('webp')}" sizes="${sizes}" ${IMAGE_ATTRIBUTES}/>` +
        '</picture>',
    );
  });

  it('draws artwork (one SVG for every density) as the plain img, sizes and all', () => {
    const sizes = '62vw';

    expect(
      renderToString(<ProductImage src={ARTWORK} sizes={sizes} alt="" {...IMAGE_PROPS} />),
    ).toBe(renderToString(<img src={ARTWORK} sizes={sizes} alt="" {...IMAGE_PROPS} />));
  });

  it("hydrates the server's picture without a mismatch", async () => {
    const image = <ProductImage src={`${FOLDER}/640.webp`} alt="" {...IMAGE_PROPS} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(image);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();

    const root = hydrateRoot(container, image, { onRecoverableError: recoverable });
    await act(async () => {});

    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe(`${FOLDER}/640.avif`);
    act(() => root.unmount());
    container.remove();
    errors.mockRestore();
  });
});
