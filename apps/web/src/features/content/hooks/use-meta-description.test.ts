import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMetaDescription } from './use-meta-description.ts';

function metaDescription(): HTMLMetaElement | null {
  return document.head.querySelector('meta[name="description"]');
}

afterEach(() => {
  metaDescription()?.remove();
});

describe('useMetaDescription', () => {
  it('replaces the existing description and restores it when the page leaves', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'The shop';
    document.head.append(meta);

    const { rerender, unmount } = renderHook(({ text }) => useMetaDescription(text), {
      initialProps: { text: 'About the shop' },
    });
    expect(metaDescription()?.content).toBe('About the shop');

    rerender({ text: 'Our blog' });
    expect(metaDescription()?.content).toBe('Our blog');

    unmount();
    expect(metaDescription()?.content).toBe('The shop');
  });

  it('adds a description when the document has none, and removes it again', () => {
    const { unmount } = renderHook(() => useMetaDescription('FAQs'));
    expect(metaDescription()?.content).toBe('FAQs');

    unmount();
    expect(metaDescription()).toBeNull();
  });
});
