const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with the words of `term` in bold, so the shopper sees why a result matched. */
export function HighlightMatch({ text, term }: { text: string; term: string }) {
  const words = term.split(/\s+/).filter((word) => word.length > 1);
  if (words.length === 0) return text;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'gi');
  // split() with a capturing group puts the matches at odd indexes.
  const parts = text.split(pattern);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: parts of one string never reorder
      <mark key={index} className="bg-transparent font-semibold text-accent-300">
        {part}
      </mark>
    ) : (
      part
    ),
  );
}
