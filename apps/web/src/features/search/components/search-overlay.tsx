import { MAX_LENGTH, MESSAGES, type ShopCategory } from '@skins/shared';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { paths } from '#lib/paths.ts';
import { Dialog, DialogTitle } from '#ui/dialog.tsx';
import { CloseIcon, SearchIcon } from '#ui/icons.tsx';
import { getAutocomplete } from '../api/get-autocomplete.ts';
import { getFullSearch } from '../api/get-full-search.ts';
import { useDebouncedSearch } from '../hooks/use-debounced-search.ts';
import { FullResultList } from './full-result-list.tsx';
import { SearchAnnouncement } from './search-announcement.tsx';
import { SearchPanel } from './search-panel.tsx';
import { ViewAllResults } from './search-panel-states.tsx';
import { panelId, SEARCH_TABS, type SearchTab, SearchTabs, tabId } from './search-tabs.tsx';
import { SuggestionList } from './suggestion-list.tsx';

interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
  /** The shop's categories in the bar's order, as the header has them (decision 067). */
  categories: readonly ShopCategory[];
}

/** The search modal of spec §2. Lazy-loaded by the header; closed, it renders nothing. */
export function SearchOverlay({ open, onClose, categories }: SearchOverlayProps) {
  if (!open) return null;
  // Mounted afresh on every open, so the input, tab and results start over (spec §4).
  return <SearchDialog onClose={onClose} categories={categories} />;
}

interface Input {
  text: string;
  /** A chip was picked: search now instead of waiting for typing to pause. */
  isImmediate: boolean;
}

function SearchDialog({ onClose, categories }: Omit<SearchOverlayProps, 'open'>) {
  const idPrefix = useId();
  const inputId = `${idPrefix}-input`;
  const inputRef = useRef<HTMLInputElement>(null);
  const panelsRef = useRef<HTMLDivElement>(null);

  const [input, setInput] = useState<Input>({ text: '', isImmediate: false });
  const [tab, setTab] = useState<SearchTab>('suggestions');
  const delay = input.isImmediate ? { delayMs: 0 } : {};
  const suggestions = useDebouncedSearch(input.text, getAutocomplete, {
    enabled: tab === 'suggestions',
    ...delay,
  });
  const results = useDebouncedSearch(input.text, getFullSearch, {
    enabled: tab === 'results',
    ...delay,
  });
  const term = input.text.trim();
  // How many matches the open tab has found for the current input; null until it knows.
  const foundCount =
    tab === 'suggestions'
      ? suggestions.status === 'success'
        ? suggestions.data.length
        : null
      : results.status === 'success'
        ? results.data.total
        : null;

  const searchFor = (text: string) => {
    setInput({ text, isImmediate: true });
    inputRef.current?.focus();
  };
  // 'Try a more detailed search': back to the input with the text selected, so the shopper can
  // add a model or finish (or type over it); the tab stays, since both tabs ask the same engine.
  const refine = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };
  const clear = () => {
    setInput({ text: '', isImmediate: false });
    inputRef.current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term === '') return;
    onClose();
    window.location.assign(paths.search(term));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = firstResultLink(panelsRef.current);
    if (!first) return;
    event.preventDefault();
    first.focus();
  };
  // Up and Down walk the result links; Up from the first goes back to the input.
  const onPanelsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = resultLinks(panelsRef.current);
    const index = event.target instanceof HTMLAnchorElement ? links.indexOf(event.target) : -1;
    if (index === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? links[index + 1] : links[index - 1];
    (next ?? (event.key === 'ArrowUp' ? inputRef.current : links[index]))?.focus();
  };

  return (
    <Dialog
      onClose={onClose}
      initialFocusRef={inputRef}
      layerClassName="fixed inset-0 z-50 flex items-start justify-center sm:px-6 sm:pt-[8vh]"
      backdropClassName="bg-charcoal-950/70 backdrop-blur-md transition-opacity duration-200 starting:opacity-0"
      className="relative flex h-dvh w-full flex-col overflow-hidden bg-charcoal-900 transition duration-200 ease-out motion-safe:starting:translate-y-3 starting:opacity-0 text-white shadow-[0_32px_80px_-16px_rgb(0_0_0/0.7)] sm:h-auto sm:max-h-[84vh] sm:max-w-3xl sm:rounded-3xl sm:ring-1 sm:ring-white/10"
    >
      <div className="flex items-center justify-between gap-4 px-5 pt-4 sm:px-8 sm:pt-6">
        <DialogTitle className="font-semibold text-lg tracking-wide">
          {MESSAGES.search.title}
        </DialogTitle>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="-mr-2 inline-flex size-11 items-center justify-center rounded-full text-neutral-300 transition hover:bg-white/10 hover:text-white"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>

      <search className="block px-5 pt-3 sm:px-8">
        <form onSubmit={submit}>
          <label htmlFor={inputId} className="sr-only">
            Search for skins
          </label>
          <div className="relative">
            <SearchIcon className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-4 size-5 text-neutral-400" />
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              value={input.text}
              onChange={(event) => setInput({ text: event.target.value, isImmediate: false })}
              onKeyDown={onInputKeyDown}
              maxLength={MAX_LENGTH.searchQuery}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              enterKeyHint="search"
              placeholder="Search by device, design or finish"
              className="h-14 w-full rounded-2xl bg-white/[0.06] pr-12 pl-12 text-base text-white ring-1 ring-white/15 transition placeholder:text-neutral-500 focus:bg-white/[0.09] focus:outline-none focus:ring-2 focus:ring-accent-300 [&::-webkit-search-cancel-button]:appearance-none"
            />
            {input.text !== '' && (
              <button
                type="button"
                aria-label="Clear search"
                onClick={clear}
                className="-translate-y-1/2 absolute top-1/2 right-2 inline-flex size-10 items-center justify-center rounded-full text-neutral-400 transition hover:bg-white/10 hover:text-white"
              >
                <CloseIcon className="size-5" />
              </button>
            )}
          </div>
        </form>
      </search>

      <div className="px-5 pt-4 sm:px-8">
        <SearchTabs idPrefix={idPrefix} selected={tab} onSelect={setTab} />
      </div>

      <div
        ref={panelsRef}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-5 pb-8 sm:px-8"
      >
        {SEARCH_TABS.map(({ id }) => (
          <div
            key={id}
            id={panelId(idPrefix, id)}
            role="tabpanel"
            aria-labelledby={tabId(idPrefix, id)}
            hidden={tab !== id}
            onKeyDown={onPanelsKeyDown}
            className="focus-visible:outline-offset-4"
          >
            {tab === id && id === 'suggestions' && (
              <SearchPanel
                search={suggestions}
                term={term}
                errorMessage={MESSAGES.search.suggestions}
                loadingLabel="Loading suggestions"
                isEmpty={(items) => items.length === 0}
                renderResults={(items) => (
                  <SuggestionList
                    items={items}
                    term={term}
                    categories={categories}
                    onPick={onClose}
                  />
                )}
                categories={categories}
                onChip={searchFor}
                onRefine={refine}
                onLeave={onClose}
              />
            )}
            {tab === id && id === 'results' && (
              <SearchPanel
                search={results}
                term={term}
                errorMessage={MESSAGES.search.perform}
                loadingLabel="Searching"
                isEmpty={(list) => list.data.length === 0}
                renderSummary={(list) => (
                  <p className="mb-3 text-neutral-400 text-xs tracking-wide">
                    Showing {list.data.length} of {list.total}{' '}
                    {list.total === 1 ? 'result' : 'results'}
                  </p>
                )}
                renderResults={(list) => (
                  <FullResultList
                    products={list.data}
                    term={term}
                    categories={categories}
                    onPick={onClose}
                  />
                )}
                categories={categories}
                onChip={searchFor}
                onRefine={refine}
                onLeave={onClose}
              />
            )}
          </div>
        ))}
      </div>
      {foundCount !== null && foundCount > 0 && (
        <div className="flex items-center justify-between gap-4 border-white/10 border-t px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-8 sm:py-4">
          <p className="hidden text-neutral-400 text-xs sm:block">
            Press <kbd className="rounded bg-white/10 px-1.5 py-0.5 font-sans">Enter</kbd> for every
            match
          </p>
          <ViewAllResults term={term} onPick={onClose} className="w-full sm:w-auto" />
        </div>
      )}
      <SearchAnnouncement
        term={term}
        count={foundCount}
        noun={tab === 'suggestions' ? 'suggestion' : 'result'}
      />
    </Dialog>
  );
}

const resultLinks = (container: HTMLElement | null) =>
  Array.from(
    container?.querySelectorAll<HTMLAnchorElement>(
      '[role="tabpanel"]:not([hidden]) [data-result-list] a[href]',
    ) ?? [],
  );
const firstResultLink = (container: HTMLElement | null) => resultLinks(container)[0];
