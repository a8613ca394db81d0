import { useEffect } from 'react';

/**
 * Marks the page once React has taken it over (`<html data-hydrated="true">`): from then on its
 * buttons answer. Rendered by both entries in the same place, so the trees (and useId's ids)
 * stay the same on the server and in the browser.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
