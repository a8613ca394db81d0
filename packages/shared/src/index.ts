export * from './cart.ts';
export * from './catalog.ts';
export * from './checkout.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './pricing.ts';
