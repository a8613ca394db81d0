import { useParams } from 'react-router';
import { OutboxMailPage } from '#features/admin/outbox/outbox-mail-page.tsx';

/** /admin/outbox/:mailId. */
export function Component() {
  const { mailId = '' } = useParams();
  // Keyed, so moving from one mail to another starts a fresh page (and preview tab).
  return <OutboxMailPage key={mailId} mailId={mailId} />;
}
