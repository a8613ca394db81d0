// The returns' public file: what other features use. The rest of features/returns is its own.
export { OrderReturns } from './components/order-returns.tsx';
export { TrackingReturns } from './components/tracking-returns.tsx';
