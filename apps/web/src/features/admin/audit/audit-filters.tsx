import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminButton } from '../components/admin-button.ts';
import type { AuditListParams } from './api/list-audit.ts';

const INPUT =
  'mt-1 h-10 w-full rounded-lg border-0 bg-white px-3 text-sm ring-1 ring-neutral-300 placeholder:text-neutral-400 focus:outline-none focus:ring-2 focus:ring-accent';

type Filter = 'admin' | 'action' | 'day';

/** Who, what and which India day; applied together, and the log starts again at page 1. */
export function AuditFilters({ params }: { params: AuditListParams }) {
  const ids = { admin: useId(), action: useId(), day: useId() };
  const [, setSearchParams] = useSearchParams();
  const [values, setValues] = useState({
    admin: params.admin ?? '',
    action: params.action ?? '',
    day: params.day ?? '',
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const filter of ['admin', 'action', 'day'] as const) {
      const value = values[filter].trim();
      if (value) next.set(filter, value);
    }
    setSearchParams(next);
  }

  const field = (filter: Filter, label: string, props: Record<string, string>) => (
    <div>
      <label htmlFor={ids[filter]} className="font-medium text-neutral-700 text-xs">
        {label}
      </label>
      <input
        id={ids[filter]}
        value={values[filter]}
        onChange={(event) => setValues((current) => ({ ...current, [filter]: event.target.value }))}
        className={INPUT}
        {...props}
      />
    </div>
  );

  return (
    <form
      onSubmit={handleSubmit}
      aria-label="Filter the audit log"
      className="mb-4 grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto_auto]"
    >
      {field('admin', 'Who (email)', { type: 'email', placeholder: 'asha@example.in' })}
      {field('action', 'Action', { placeholder: 'order.ship' })}
      {field('day', 'Day', { type: 'date' })}
      <button type="submit" className={adminButton.secondary}>
        Filter
      </button>
    </form>
  );
}
