// Form controls with their label and message, shared by checkout and the admin.
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { controlClass } from './control-class.ts';

// Importers keep reaching it here.
export { controlClass };

interface FieldShellProps {
  id: string;
  label: string;
  /** Shown after the label, lighter: "(optional)". */
  labelNote?: string;
  error: string | undefined;
  className?: string;
  children: ReactNode;
}

/** A label tied to its control and the field's message under it (`${id}-error`). */
export function FieldShell({
  id,
  label,
  labelNote,
  error,
  className = '',
  children,
}: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-neutral-900 text-sm">
        {label}
        {labelNote && <span className="font-normal text-neutral-500"> {labelNote}</span>}
      </label>
      {children}
      {error && (
        <p id={errorIdOf(id)} className="mt-1.5 flex items-start gap-1.5 text-red-700 text-sm">
          <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-red-600" />
          {error}
        </p>
      )}
    </div>
  );
}

export function errorIdOf(id: string): string {
  return `${id}-error`;
}

/** `aria-describedby` from the ids that apply, or nothing. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  labelNote?: string;
  error: string | undefined;
  /** Ids of further descriptions (a hint) beside the error. */
  extraDescribedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Text shown inside the field before the value, e.g. "+91". */
  prefix?: string;
};

export function TextField({
  id,
  label,
  labelNote,
  error,
  extraDescribedBy,
  inputRef,
  className,
  prefix,
  ...input
}: TextFieldProps) {
  const control = (
    <input
      ref={inputRef}
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(error && errorIdOf(id), extraDescribedBy)}
      className={controlClass(Boolean(error), `h-12 ${prefix ? 'pr-4 pl-14' : 'px-4'}`)}
      {...input}
    />
  );
  return (
    <FieldShell id={id} label={label} labelNote={labelNote} error={error} className={className}>
      <div className="relative mt-2">
        {prefix && (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-4 text-neutral-500"
          >
            {prefix}
          </span>
        )}
        {control}
      </div>
    </FieldShell>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> & {
  id: string;
  label: string;
  error: string | undefined;
  extraDescribedBy?: string;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
};

export function SelectField({
  id,
  label,
  error,
  extraDescribedBy,
  selectRef,
  className,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell id={id} label={label} error={error} className={className}>
      <select
        ref={selectRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && errorIdOf(id), extraDescribedBy)}
        className={controlClass(Boolean(error), 'mt-2 h-12 pr-10 pl-4')}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}
