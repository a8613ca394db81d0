// Artwork URLs end in the view they show: /media/art/v2/{device}/{pattern}/{palette}/{view}.svg
const VIEW_DESCRIPTIONS: Record<string, string> = {
  front: 'front view',
  angle: 'angled view',
  detail: 'close-up of the finish',
};

/** Alt text of a product image: the product name and, when the URL tells, which view it is. */
export function describeProductImage(
  name: string,
  url: string,
  index: number,
  count: number,
): string {
  const view =
    url
      .split('?')[0]
      ?.split('/')
      .pop()
      ?.replace(/\.\w+$/, '') ?? '';
  const description = VIEW_DESCRIPTIONS[view] ?? `image ${index + 1} of ${count}`;
  return `${name}, ${description}`;
}
