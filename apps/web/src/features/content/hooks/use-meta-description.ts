import { useEffect } from 'react';

/**
 * Points the page's `<meta name="description">` (index.html has one) at `description` while the
 * page is shown, and puts the previous text back when it leaves.
 */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const isCreated = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (isCreated) meta.remove();
      else meta.content = previous;
    };
  }, [description]);
}
