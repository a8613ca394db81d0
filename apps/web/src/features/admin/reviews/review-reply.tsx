import { type AdminReview, REVIEW_REPLY_MAX_LENGTH } from '@skins/shared';
import { useState } from 'react';
import { useToast } from '#ui/toast/toast-context.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { errorMessageOf, fieldErrorsOf } from '../components/error-message.ts';
import { formatAdminDate } from '../components/format.ts';
import { TextFormDialog } from '../components/text-form-dialog.tsx';
import { useUpdateReview } from './api/update-review.ts';

const LINK_BUTTON = 'font-medium text-accent text-sm hover:underline disabled:opacity-60';

/**
 * The shop's public reply under the review: written, edited or removed here. Once saved, the
 * button that opened the dialog may be gone (Reply becomes Edit reply, Remove reply goes):
 * `onSaved` puts focus on the review before the dialog closes.
 */
export function ReviewReply({ review, onSaved }: { review: AdminReview; onSaved: () => void }) {
  const update = useUpdateReview();
  const { showToast } = useToast();
  const [dialog, setDialog] = useState<'edit' | 'remove' | null>(null);
  const { reply } = review;

  const close = () => {
    setDialog(null);
    update.reset();
  };

  function save(text: string | null, done: string) {
    update.mutate(
      { reviewId: review._id, changes: { reply: text } },
      {
        onSuccess: () => {
          onSaved();
          setDialog(null);
          showToast({ kind: 'success', message: done });
        },
      },
    );
  }

  const failure =
    update.isError && !fieldErrorsOf(update.error).reply
      ? errorMessageOf(update.error, 'The reply could not be saved. Try again.')
      : null;

  return (
    <div className="mt-4">
      {reply ? (
        <div className="rounded-xl bg-neutral-50 p-4 ring-1 ring-neutral-200">
          <p className="font-medium text-neutral-500 text-xs uppercase tracking-wide">
            Your reply · {formatAdminDate(reply.at)}
          </p>
          <p className="mt-1 whitespace-pre-line text-neutral-800 text-sm">{reply.body}</p>
          <div className="mt-2 flex gap-4">
            <button type="button" onClick={() => setDialog('edit')} className={LINK_BUTTON}>
              Edit reply
            </button>
            <button
              type="button"
              onClick={() => setDialog('remove')}
              className="font-medium text-red-700 text-sm hover:underline"
            >
              Remove reply
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setDialog('edit')} className={LINK_BUTTON}>
          Reply
        </button>
      )}

      {dialog === 'edit' && (
        <TextFormDialog
          title={reply ? `Edit your reply to ${review.author}` : `Reply to ${review.author}`}
          description="Shown under the review on the product’s page, once the review is published."
          label="Your reply"
          initialValue={reply?.body ?? ''}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          requiredMessage="Write the reply, or remove it instead."
          submitLabel="Save reply"
          isPending={update.isPending}
          fieldError={fieldErrorsOf(update.error).reply}
          failure={failure}
          onSubmit={(text) => save(text, 'Reply saved.')}
          onClose={close}
        />
      )}
      {dialog === 'remove' && (
        <ConfirmDialog
          title="Remove your reply?"
          confirmLabel="Remove reply"
          tone="danger"
          isPending={update.isPending}
          error={failure}
          onConfirm={() => save(null, 'Reply removed.')}
          onCancel={close}
        >
          The review shows without a reply from the shop.
        </ConfirmDialog>
      )}
    </div>
  );
}
