// Search's public file: what other features use (the header loads it lazily, on first use).
export { SearchOverlay } from './components/search-overlay.tsx';
