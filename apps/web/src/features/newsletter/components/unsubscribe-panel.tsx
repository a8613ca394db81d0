import { type ErrorCode, MESSAGES } from '@skins/shared';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CLIENT_ERROR_CODES, isApiError } from '#lib/api-client.ts';
import { paths } from '#lib/paths.ts';
import { primaryButtonClass, StatusPage, secondaryButtonClass } from '#ui/status-page.tsx';
import { toggleSubscription } from '../api/toggle-subscription.ts';
import type { UnsubscribeLink } from '../unsubscribe-link.ts';

const FORBIDDEN: ErrorCode = 'FORBIDDEN';
const DOCUMENT_TITLE = 'Unsubscribe';

export const UNSUBSCRIBE_TEXT = {
  invalidLinkHeading: 'This unsubscribe link is not valid',
  invalidLink:
    'It may be incomplete or changed. Open the link in our most recent email again, or contact us and we will take you off the list.',
  confirmHeading: 'Unsubscribe from our newsletter?',
  unsubscribedHeading: 'You are unsubscribed',
  resubscribedHeading: 'You are subscribed again',
  failed: 'That did not work. Please try again.',
} as const;

/** The page behind the mail's unsubscribe link (issue [3]): confirm, done, or undo. */
export function UnsubscribePanel({ link }: { link: UnsubscribeLink | null }) {
  const toggle = useMutation({
    mutationFn: (subscribe: boolean) =>
      toggleSubscription({ email: link?.email ?? '', token: link?.token ?? '', subscribe }),
  });

  if (!link || isInvalidLinkError(toggle.error)) return <InvalidLink />;

  const email = <strong className="font-semibold text-neutral-900">{link.email}</strong>;
  const failure = toggle.error ? <FailureMessage error={toggle.error} /> : null;
  const isPending = toggle.isPending;

  if (toggle.data?.subscribed === false) {
    return (
      <Panel
        heading={UNSUBSCRIBE_TEXT.unsubscribedHeading}
        actions={
          <>
            <ActionButton
              isPending={isPending}
              onClick={() => toggle.mutate(true)}
              className={secondaryButtonClass}
            >
              Subscribe again
            </ActionButton>
            <Link to={paths.home()} className={primaryButtonClass}>
              Back to the shop
            </Link>
          </>
        }
      >
        We will not send newsletters to {email} any more. Changed your mind? You can subscribe
        again.
        {failure}
      </Panel>
    );
  }

  if (toggle.data?.subscribed === true) {
    return (
      <Panel
        heading={UNSUBSCRIBE_TEXT.resubscribedHeading}
        actions={
          <Link to={paths.home()} className={primaryButtonClass}>
            Back to the shop
          </Link>
        }
      >
        Welcome back! New drops and subscriber offers will reach {email} again.
      </Panel>
    );
  }

  return (
    <Panel
      heading={UNSUBSCRIBE_TEXT.confirmHeading}
      actions={
        <>
          <ActionButton
            isPending={isPending}
            onClick={() => toggle.mutate(false)}
            className={primaryButtonClass}
          >
            Unsubscribe
          </ActionButton>
          <Link to={paths.home()} className={secondaryButtonClass}>
            Keep me subscribed
          </Link>
        </>
      }
    >
      {email} will stop receiving our newsletter: new drops, restocks and subscriber offers.
      {failure}
    </Panel>
  );
}

/**
 * The server refuses a token that does not match the email (403), a malformed link (400), or an
 * address it does not know (404): for the shopper, all three are a link that does not work.
 */
function isInvalidLinkError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === FORBIDDEN || [400, 403, 404].includes(error.status);
}

function InvalidLink() {
  return (
    <Panel
      role="alert"
      heading={UNSUBSCRIBE_TEXT.invalidLinkHeading}
      actions={
        <>
          <Link to={paths.contact()} className={primaryButtonClass}>
            Contact us
          </Link>
          <Link to={paths.home()} className={secondaryButtonClass}>
            Back to the shop
          </Link>
        </>
      }
    >
      {UNSUBSCRIBE_TEXT.invalidLink}
    </Panel>
  );
}

function FailureMessage({ error }: { error: Error }) {
  const message =
    isApiError(error) && error.code === CLIENT_ERROR_CODES.network
      ? MESSAGES.newsletter.network
      : UNSUBSCRIBE_TEXT.failed;
  return (
    <span role="alert" className="mt-4 block font-medium text-red-700">
      {message}
    </span>
  );
}

interface PanelProps {
  heading: string;
  children: ReactNode;
  actions: ReactNode;
  role?: 'alert';
}

function Panel({ heading, children, actions, role }: PanelProps) {
  return (
    <>
      {/* A personal link: never in a search index (the server says so too). */}
      <meta name="robots" content="noindex" />
      <StatusPage
        documentTitle={DOCUMENT_TITLE}
        eyebrow="Newsletter"
        heading={heading}
        actions={actions}
        role={role}
      >
        {children}
      </StatusPage>
    </>
  );
}

interface ActionButtonProps {
  isPending: boolean;
  onClick: () => void;
  className: string;
  children: ReactNode;
}

function ActionButton({ isPending, onClick, className, children }: ActionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={isPending}
      aria-busy={isPending}
      className={`${className} disabled:cursor-default disabled:opacity-70`}
    >
      {children}
    </button>
  );
}
