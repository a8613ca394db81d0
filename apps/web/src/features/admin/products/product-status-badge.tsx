/** Active or Inactive, in words as well as colour. */
export function ProductStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset ${
        isActive
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-600/20'
          : 'bg-neutral-100 text-neutral-700 ring-neutral-500/20'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${isActive ? 'bg-emerald-600' : 'bg-neutral-400'}`}
      />
      {isActive ? 'Active' : 'Inactive'}
    </span>
  );
}
