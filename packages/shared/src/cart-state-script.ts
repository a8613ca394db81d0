/**
 * The client app's one inline script (apps/web/index.html, first in `<head>`): before the page
 * paints, it marks `<html data-cart-empty>` when this browser has no stored cart (`cart`,
 * STORAGE_KEYS.cart), or no storage at all. The cart page's first frame (the server's, which
 * cannot see localStorage) then shows "Your cart is empty" at once instead of a placeholder
 * that React replaces later (apps/web/src/features/cart/components/cart-page.tsx).
 * As EARLY_TAPS_SCRIPT: plain ES5, allowed in the CSP by its SHA-256
 * (apps/server/src/plugins/security-headers.ts).
 */
export const CART_STATE_SCRIPT =
  '(function(){var e;try{e=!window.localStorage.getItem("cart");}catch(x){e=true;}' +
  'if(e)document.documentElement.setAttribute("data-cart-empty","");})();';
