import { canMoveReturn, needsGoodsBack, type Return, type ReturnStatus } from '@skins/shared';
import { useRef, useState } from 'react';
import { useIsOwner } from '#features/admin/auth/api/admin-session.ts';
import { adminButton } from '#features/admin/components/admin-button.ts';
import { ConfirmDialog } from '#features/admin/components/confirm-dialog.tsx';
import { errorMessageOf, fieldErrorsOf } from '#features/admin/components/error-message.ts';
import { ShipmentDialog } from '#features/admin/components/shipment-dialog.tsx';
import { TextFormDialog } from '#features/admin/components/text-form-dialog.tsx';
import { DetailCard } from '#features/admin/orders/detail/detail-card.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { type ReturnStep, useReturnStep } from './api/return-step.ts';
import { RefundReturnDialog } from './refund-return-dialog.tsx';
import { ADMIN_RETURN_STATUS_LABELS } from './return-status.tsx';

type ActionDialog = 'approve' | 'reject' | 'ask' | 'receive' | 'refund' | 'ship';

/** What approving leads to, said before the owner approves. */
function nextAfterApproval(item: Return): string {
  if (item.resolution === 'Replacement') return 'Then ship the replacement from here.';
  return needsGoodsBack(item.reason, item.resolution)
    ? 'The items come back first: mark them received when they arrive, then refund.'
    : 'Then refund it from here; nothing needs to come back.';
}

/** Where a settled or waiting return stands, when there is nothing to do. */
function standing(status: ReturnStatus): string {
  switch (status) {
    case 'InfoRequested':
      return 'Waiting for the shopper’s answer; it comes back as Requested.';
    case 'Rejected':
      return 'Rejected: nothing more to do.';
    case 'Refunded':
      return 'Refunded: settled.';
    case 'ReplacementShipped':
      return 'The replacement is on its way: settled.';
    default:
      return `${ADMIN_RETURN_STATUS_LABELS[status]}.`;
  }
}

/**
 * The owner's steps the shared status machine allows now (canMoveReturn): approve, reject with a
 * reason (also an approval that cannot be carried out, decision 053), ask for more information,
 * mark received, refund, ship the replacement. Each dialog says the server's refusal in its own
 * words.
 */
/** The steps staff may take (decision 063): ask the shopper, receive, ship a replacement. */
const STAFF_STEPS: readonly ReturnStatus[] = ['InfoRequested', 'Received', 'ReplacementShipped'];

export function ReturnActions({ item, paymentMethod }: { item: Return; paymentMethod: string }) {
  const [dialog, setDialog] = useState<ActionDialog | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = useReturnStep(item._id, item.orderId);
  const { showToast } = useToast();
  const can = (to: ReturnStatus) => canMoveReturn(item, to);
  const failure = step.isError
    ? errorMessageOf(step.error, 'The return could not be changed. Try again.')
    : null;

  const close = () => {
    setDialog(null);
    step.reset();
  };
  // A step taken changes the buttons, so the one that opened the dialog may be gone: focus goes
  // to the card's title, which the dialog then leaves alone.
  const finish = () => {
    headingRef.current?.focus();
    setDialog(null);
  };

  function take(
    action: ReturnStep,
    done: (moved: Return) => string,
    onRefused?: (e: unknown) => void,
  ) {
    step.mutate(action, {
      onSuccess: (moved) => {
        finish();
        showToast({ kind: 'success', message: done(moved) });
      },
      onError: onRefused,
    });
  }

  const buttons: { to: ReturnStatus; dialog: ActionDialog; label: string; tone: string }[] = [
    { to: 'Approved', dialog: 'approve', label: 'Approve', tone: adminButton.primary },
    {
      to: 'ReplacementShipped',
      dialog: 'ship',
      label: 'Ship replacement',
      tone: adminButton.primary,
    },
    { to: 'Refunded', dialog: 'refund', label: 'Refund', tone: adminButton.primary },
    { to: 'Received', dialog: 'receive', label: 'Mark received', tone: adminButton.primary },
    {
      to: 'InfoRequested',
      dialog: 'ask',
      label: 'Ask for more information',
      tone: adminButton.secondary,
    },
    { to: 'Rejected', dialog: 'reject', label: 'Reject', tone: adminButton.dangerQuiet },
  ];
  // Approving, rejecting and refunding are the owner's (decision 063): staff are not offered them.
  const isOwner = useIsOwner();
  const isStaffStep = (to: ReturnStatus) => STAFF_STEPS.includes(to);
  const allowed = buttons.filter((button) => can(button.to) && (isOwner || isStaffStep(button.to)));
  const hasOwnersSteps =
    !isOwner && buttons.some((button) => can(button.to) && !isStaffStep(button.to));
  // One primary at a time: after the first, the others read as secondary.
  const firstPrimary = allowed.findIndex((button) => button.tone === adminButton.primary);
  // Reject stays open while the shopper is asked (one who never answers), so say that the
  // return is waiting for them beside it: the owner should not reject too early.
  const isWaitingForShopper = item.status === 'InfoRequested';

  return (
    <DetailCard title="Actions" headingRef={headingRef}>
      {(allowed.length === 0 || isWaitingForShopper) && (
        <p className="mt-3 text-neutral-600 text-sm">{standing(item.status)}</p>
      )}
      {hasOwnersSteps && (
        <p className="mt-3 text-neutral-600 text-sm">
          Approving, rejecting and refunding are the owner’s.
        </p>
      )}
      {allowed.length > 0 && (
        <div className="mt-4 flex flex-col gap-2">
          {allowed.map((button, index) => (
            <button
              key={button.to}
              type="button"
              onClick={() => setDialog(button.dialog)}
              className={`${button.tone === adminButton.primary && index !== firstPrimary ? adminButton.secondary : button.tone} w-full`}
            >
              {button.label}
            </button>
          ))}
        </div>
      )}

      {dialog === 'approve' && (
        <ConfirmDialog
          title={`Approve return ${item.number}?`}
          confirmLabel="Approve"
          isPending={step.isPending}
          error={failure}
          onConfirm={() => take({ step: 'approve' }, (moved) => `Return ${moved.number} approved.`)}
          onCancel={close}
        >
          The shopper is mailed that it is approved. {nextAfterApproval(item)}
        </ConfirmDialog>
      )}
      {dialog === 'receive' && (
        <ConfirmDialog
          title={`Mark return ${item.number} received?`}
          confirmLabel="Mark received"
          isPending={step.isPending}
          error={failure}
          onConfirm={() =>
            take({ step: 'receive' }, (moved) => `Return ${moved.number} marked as received.`)
          }
          onCancel={close}
        >
          Only once the items are back with you. The shopper is mailed that they arrived; then
          refund them.
        </ConfirmDialog>
      )}
      {dialog === 'reject' && (
        <TextFormDialog
          title={`Reject return ${item.number}?`}
          description={
            item.status === 'Approved'
              ? 'Only when the approval cannot be carried out: nothing to refund, the items never came back, or no replacement can be made. The shopper is mailed your reason; the return is closed and nothing is refunded or sent.'
              : 'The shopper is mailed your reason; the return is closed.'
          }
          label="Reason for the shopper"
          maxLength={500}
          requiredMessage="Give the reason the shopper will read."
          submitLabel="Reject return"
          cancelLabel="Keep it open"
          isPending={step.isPending}
          fieldError={fieldErrorsOf(step.error).reason}
          failure={fieldErrorsOf(step.error).reason ? null : failure}
          onSubmit={(reason) =>
            take(
              { step: 'reject', body: { reason } },
              (moved) => `Return ${moved.number} rejected.`,
            )
          }
          onClose={close}
        />
      )}
      {dialog === 'ask' && (
        <TextFormDialog
          title={`Ask about return ${item.number}`}
          description="The shopper is mailed your question and answers it from their order page; the return waits for them."
          label="Question for the shopper"
          maxLength={1000}
          requiredMessage="Write the question the shopper will read."
          submitLabel="Send question"
          isPending={step.isPending}
          fieldError={fieldErrorsOf(step.error).question}
          failure={fieldErrorsOf(step.error).question ? null : failure}
          onSubmit={(question) =>
            take(
              { step: 'request-info', body: { question } },
              (moved) => `Question sent for return ${moved.number}.`,
            )
          }
          onClose={close}
        />
      )}
      {dialog === 'refund' && (
        <RefundReturnDialog
          item={item}
          paymentMethod={paymentMethod}
          onRefunded={finish}
          onClose={close}
        />
      )}
      {dialog === 'ship' && (
        <ShipmentDialog
          title={`Ship the replacement for ${item.number}`}
          description="A linked order at Rs. 0 carries the replacement; the shopper is mailed the courier, the AWB and a link to track it."
          submitLabel="Ship replacement"
          isPending={step.isPending}
          failureFallback="The replacement could not be shipped. Try again."
          onSubmit={(body, showRefusal) =>
            take(
              { step: 'ship-replacement', body },
              (moved) =>
                moved.replacement
                  ? `Replacement order #${moved.replacement.number} shipped.`
                  : `Replacement for ${moved.number} shipped.`,
              showRefusal,
            )
          }
          onClose={close}
        />
      )}
    </DetailCard>
  );
}
