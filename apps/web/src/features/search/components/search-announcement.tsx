import { MESSAGES } from '@skins/shared';

interface SearchAnnouncementProps {
  term: string;
  /** Null while nothing has been found yet (blank, waiting, failed). */
  count: number | null;
  noun: 'suggestion' | 'result';
}

/** What a screen reader hears when an answer arrives; the list itself is not a live region. */
export function SearchAnnouncement({ term, count, noun }: SearchAnnouncementProps) {
  const message =
    count === null
      ? ''
      : count === 0
        ? `${MESSAGES.search.noResults} for “${term}”`
        : `${count} ${count === 1 ? noun : `${noun}s`} for “${term}”`;
  return (
    <p role="status" className="sr-only">
      {message}
    </p>
  );
}
