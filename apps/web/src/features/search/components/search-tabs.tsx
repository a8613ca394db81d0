import type { KeyboardEvent } from 'react';

export const SEARCH_TABS = [
  { id: 'suggestions', label: 'Suggestions' },
  { id: 'results', label: 'Full Results' },
] as const;
export type SearchTab = (typeof SEARCH_TABS)[number]['id'];

export const tabId = (prefix: string, tab: SearchTab) => `${prefix}-tab-${tab}`;
export const panelId = (prefix: string, tab: SearchTab) => `${prefix}-panel-${tab}`;

interface SearchTabsProps {
  idPrefix: string;
  selected: SearchTab;
  onSelect: (tab: SearchTab) => void;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop, arrow keys (wrapping),
 * Home and End move focus and select.
 */
export function SearchTabs({ idPrefix, selected, onSelect }: SearchTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SEARCH_TABS.findIndex((tab) => tab.id === selected);
    const last = SEARCH_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : SEARCH_TABS[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    document.getElementById(tabId(idPrefix, tab.id))?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Search mode"
      onKeyDown={onKeyDown}
      className="flex gap-6 border-white/10 border-b"
    >
      {SEARCH_TABS.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            id={tabId(idPrefix, tab.id)}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`-mb-px border-b-2 px-1 pt-2 pb-3 font-medium text-sm tracking-wide transition-colors ${
              isSelected
                ? 'border-accent-300 text-white'
                : 'border-transparent text-neutral-400 hover:text-neutral-200'
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
