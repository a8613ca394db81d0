import './styles.css';

// The page's entry, kept tiny. The server's HTML is already the page: the shopper sees it
// first, and the app that takes it over (main.tsx, most of the first load) is fetched only once
// that HTML has painted, so on a slow phone network its bytes do not compete with the page's
// stylesheet, font and images for the first paint (decision 029). The stylesheet stays here:
// imported by the entry, it is a <link> in the HTML and blocks the paint, as it must.
// A frame, then a task: the callback runs after the first paint. The timer covers a tab opened
// in the background, which draws no frames until it is shown.
const FIRST_PAINT_FALLBACK_MS = 100;

let isStarted = false;
function start() {
  if (isStarted) return;
  isStarted = true;
  void import('./main.tsx');
}

requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, FIRST_PAINT_FALLBACK_MS);
