/**
 * The small version of a product image for the admin's thumbnails: an upload's 320 px file
 * (API.md § Media stores 320, 640 and 1280); generated artwork is an SVG and scales itself.
 */
export function previewOf(url: string): string {
  return url.replace(/\/1280\.webp$/, '/320.webp');
}
