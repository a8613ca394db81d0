// The admin's button looks, as class names for <button> and <Link> alike.
const BASE =
  'inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 font-medium text-sm transition disabled:cursor-not-allowed disabled:opacity-60';

export const adminButton = {
  primary: `${BASE} bg-charcoal-900 text-white hover:bg-charcoal-700`,
  secondary: `${BASE} bg-white text-neutral-900 ring-1 ring-neutral-300 hover:bg-neutral-50`,
  danger: `${BASE} bg-red-700 text-white hover:bg-red-800`,
  dangerQuiet: `${BASE} bg-white text-red-700 ring-1 ring-red-200 hover:bg-red-50`,
} as const;
