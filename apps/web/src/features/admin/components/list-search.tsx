import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchIcon } from '#ui/icons.tsx';

interface ListSearchProps {
  label: string;
  placeholder: string;
  /** The URL parameter the list reads; defaults to `search`. */
  param?: string;
}

/**
 * A list's search box. The term lives in the URL (`?search=…`), so a search survives a reload
 * and the back button; a new search starts again at page 1.
 */
export function ListSearch({ label, placeholder, param = 'search' }: ListSearchProps) {
  const id = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const termInUrl = searchParams.get(param) ?? '';
  const [value, setValue] = useState(termInUrl);
  // The URL changed under the box (back button, a "Show all" link): show its term again.
  const [shownTerm, setShownTerm] = useState(termInUrl);
  if (shownTerm !== termInUrl) {
    setShownTerm(termInUrl);
    setValue(termInUrl);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      const term = value.trim();
      if (term) next.set(param, term);
      else next.delete(param);
      next.delete('page');
      return next;
    });
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: jsdom does not know <search> (React warns in every test); the role says the same.
    <form role="search" onSubmit={handleSubmit} className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400" />
      <input
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => setValue(event.target.value)}
        className="h-10 w-full rounded-lg border-0 bg-white pr-3 pl-9 text-sm ring-1 ring-neutral-300 placeholder:text-neutral-400 focus:outline-none focus:ring-2 focus:ring-accent"
      />
    </form>
  );
}

/** Sets one URL filter (status, category…) and goes back to page 1; empty removes it. */
export function useListFilter(param: string): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (value: string) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(param, value);
      else next.delete(param);
      next.delete('page');
      return next;
    });
  return [searchParams.get(param) ?? '', set];
}
