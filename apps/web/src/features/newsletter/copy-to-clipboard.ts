export type CopyOutcome = 'copied' | 'selected';

/**
 * Copies `text`; where the Clipboard API is missing or refused (insecure origin, permissions),
 * selects `element`'s text instead and tries the older copy command, so the shopper can at
 * least press Ctrl+C. Answers 'selected' when only the selection worked.
 */
export async function copyToClipboard(
  text: string,
  element: HTMLElement | null,
): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused: fall through to the selection.
  }
  if (!element) return 'selected';
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return document.execCommand('copy') ? 'copied' : 'selected';
  } catch {
    return 'selected';
  }
}
