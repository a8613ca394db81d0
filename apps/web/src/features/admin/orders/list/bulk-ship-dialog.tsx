import { BULK_SHIP_MAX_ROWS, COURIER_NAMES, OTHER_COURIER } from '@skins/shared';
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { ADMIN_DIALOG_FRAME } from '#features/admin/components/admin-dialog-frame.ts';
import { DialogFormActions } from '#features/admin/components/dialog-form-actions.tsx';
import { errorMessageOf } from '#features/admin/components/error-message.ts';
import { Dialog, DialogDescription, DialogTitle } from '#ui/dialog.tsx';
import { controlClass, describedBy, FieldShell } from '#ui/form-field.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { refusedRowsOf, useShipOrdersBulk } from '../api/ship-orders-bulk.ts';

const CSV_ID = 'bulk-ship-csv';
const HINT_ID = `${CSV_ID}-hint`;
const KNOWN_COURIERS = COURIER_NAMES.filter((name) => name !== OTHER_COURIER).join(', ');
const BULK_SHIP_HEADER = 'number,courier,awb';

/** The header and one line per order to fill in: `1001,,`. */
function bulkShipTemplate(numbers: readonly number[]): string {
  return [BULK_SHIP_HEADER, ...numbers.map((number) => `${number},,`)].join('\n');
}

/**
 * Ships the selected orders from one CSV: prefilled with their numbers, or a file loaded from the
 * courier's booking. The server ships all lines or none, and lists each refused line.
 */
export function BulkShipDialog({
  numbers,
  onClose,
  onShipped,
}: {
  numbers: readonly number[];
  onClose: () => void;
  onShipped: () => void;
}) {
  const shipBulk = useShipOrdersBulk();
  const { showToast } = useToast();
  const csvRef = useRef<HTMLTextAreaElement>(null);
  const [csv, setCsv] = useState(() => bulkShipTemplate(numbers));
  const [failure, setFailure] = useState<string | null>(null);
  const refused = refusedRowsOf(shipBulk.error);

  function edit(next: string) {
    setCsv(next);
    setFailure(null);
    shipBulk.reset();
  }

  async function load(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      edit(await file.text());
    } catch {
      setFailure('That file could not be read.');
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    shipBulk.mutate(
      { csv },
      {
        onSuccess: ({ shipped }) => {
          const count = shipped.length === 1 ? '1 order' : `${shipped.length} orders`;
          showToast({ kind: 'success', message: `${count} marked as shipped.` });
          onShipped();
        },
        onError: (error) =>
          setFailure(errorMessageOf(error, 'The orders could not be shipped. Try again.')),
      },
    );
  }

  return (
    <Dialog
      onClose={onClose}
      initialFocusRef={csvRef}
      closesOnBackdrop={false}
      hasDescription
      isBusy={shipBulk.isPending}
      {...ADMIN_DIALOG_FRAME}
      className={`${ADMIN_DIALOG_FRAME.className} sm:max-w-2xl`}
    >
      <DialogTitle className="font-semibold text-lg text-neutral-900">
        Ship {numbers.length === 1 ? '1 order' : `${numbers.length} orders`}
      </DialogTitle>
      <DialogDescription className="mt-2 text-neutral-700 text-sm leading-relaxed">
        One line per order: its number, the courier and the AWB. Each customer is mailed the
        tracking. If any line is wrong, nothing is shipped.
      </DialogDescription>
      <form noValidate onSubmit={submit} className="mt-5 space-y-4">
        <FieldShell id={CSV_ID} label="Orders to ship (CSV)" error={undefined}>
          <textarea
            ref={csvRef}
            id={CSV_ID}
            rows={Math.min(12, numbers.length + 2)}
            spellCheck={false}
            value={csv}
            aria-invalid={refused.length > 0 ? true : undefined}
            aria-describedby={describedBy(HINT_ID)}
            onChange={(event) => edit(event.target.value)}
            className={controlClass(refused.length > 0, 'mt-2 px-4 py-3 font-mono text-sm')}
          />
          <p id={HINT_ID} className="mt-1 text-neutral-500 text-xs">
            Couriers: {KNOWN_COURIERS}, or {OTHER_COURIER} with the tracking page as a 4th column.
            At most {BULK_SHIP_MAX_ROWS} lines.
          </p>
        </FieldShell>
        <label className="block text-neutral-700 text-sm">
          <span className="font-medium text-neutral-900">Or load a .csv file </span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => void load(event)}
            className="mt-2 block w-full text-neutral-600 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-neutral-100 file:px-4 file:py-2 file:font-medium file:text-neutral-900 file:text-sm hover:file:bg-neutral-200"
          />
        </label>
        {failure && (
          <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800 text-sm">
            <p>{failure}</p>
            {refused.length > 0 && (
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {refused.map((row) => (
                  <li key={`${row.line}-${row.number}`}>
                    Line {row.line}
                    {row.number && ` (#${row.number.replace(/^#/, '')})`}: {row.message}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        <DialogFormActions
          cancelLabel="Cancel"
          onCancel={onClose}
          submitLabel={'Ship these orders'}
          isPending={shipBulk.isPending}
        />
      </form>
    </Dialog>
  );
}
