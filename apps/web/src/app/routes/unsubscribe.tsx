import { useLocation } from 'react-router';
import { UnsubscribePanel } from '#features/newsletter/components/unsubscribe-panel.tsx';
import { readUnsubscribeLink } from '#features/newsletter/unsubscribe-link.ts';

/** `/unsubscribe?email=…&token=…`, the link in every newsletter mail; open behind the gate. */
export function Component() {
  // useLocation, not useSearchParams: the page only reads, and the router's copy of
  // useSearchParams would be the only one in the first-load bundle.
  const { search } = useLocation();
  return <UnsubscribePanel link={readUnsubscribeLink(new URLSearchParams(search))} />;
}
