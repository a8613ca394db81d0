// The layout's public file: what other features use. The rest of features/layout is its own.
export { BrandMark } from './components/brand-mark.tsx';
export { HeaderIsland } from './components/site-header.tsx';
