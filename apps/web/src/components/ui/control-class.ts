// A form control's look, apart from form-field.tsx's components: the review page's island needs
// only this, not the whole module.

const CONTROL =
  'block w-full rounded-xl border-0 bg-white text-neutral-900 ring-1 transition placeholder:text-neutral-400 focus:outline-none focus:ring-2 focus:ring-accent';
const CONTROL_OK = 'ring-neutral-300 hover:ring-neutral-500';
const CONTROL_INVALID = 'ring-2 ring-red-600';

export function controlClass(isInvalid: boolean, extra = ''): string {
  return `${CONTROL} ${isInvalid ? CONTROL_INVALID : CONTROL_OK} ${extra}`;
}
