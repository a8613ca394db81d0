/**
 * The one inline script of a storefront document (docs/decisions/045-storefront-islands.md): it
 * runs in `<head>` before the page has painted, so a tap made while an island's code is still on
 * its way is kept instead of lost. A click on a `button` inside a `shop-island` that has not
 * hydrated (no `data-hydrated`) is stopped, the button is marked `data-pending` and
 * `aria-busy="true"` (CSS shows it pressed at once) and queued in `window.__shopTaps`; the
 * islands runtime, when it has loaded, is told through `window.__shopWake(island)` so it loads
 * that island at once, and clicks each queued button again once the island has hydrated.
 *
 * A submit button is kept too: where this script runs, so does the island's code, and what the
 * island does with the form (the search overlay, the newsletter's toast) is what the shopper
 * meets once it is in; if that code cannot arrive, the runtime submits the form as it is, the
 * page's answer without JavaScript. `commandfor` buttons where the browser runs commands (the
 * mobile menu's), links, `<summary>`, fields and selects are left alone: they work natively.
 * A select marked `data-submit-on-change` (a listing's sort) sends its form when an option is
 * chosen, hydrated or not: no island needs loading for it.
 * The server sends the text as it is here and allows it in the CSP by its SHA-256
 * (apps/server/src/plugins/security-headers.ts), so it stays plain ES5 with no placeholders, and
 * any edit changes the hash in one place.
 */
export const EARLY_TAPS_SCRIPT =
  '(function(){var q=window.__shopTaps=[];document.addEventListener("click",function(e){' +
  'var t=e.target;if(!t||!t.closest)return;var b=t.closest("button");if(!b)return;' +
  'var i=b.closest("shop-island");if(!i||i.hasAttribute("data-hydrated"))return;' +
  'if(b.hasAttribute("commandfor")&&"commandForElement"in b)return;' +
  'e.preventDefault();e.stopPropagation();' +
  'if(q.indexOf(b)<0){b.setAttribute("data-pending","");b.setAttribute("aria-busy","true");q.push(b);}' +
  'if(window.__shopWake)window.__shopWake(i);},true);' +
  'document.addEventListener("change",function(e){var s=e.target,f=s&&s.form;' +
  'if(!f||!s.hasAttribute("data-submit-on-change"))return;' +
  'if(f.requestSubmit)f.requestSubmit();else f.submit();});})();';

/** Where the early script leaves its queue and finds the runtime (typed for the runtime). */
export interface EarlyTapsWindow {
  __shopTaps?: HTMLButtonElement[];
  __shopWake?: (island: Element) => void;
}
