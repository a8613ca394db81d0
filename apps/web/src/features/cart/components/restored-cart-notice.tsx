import { AlertCircleIcon } from '#ui/icons.tsx';
import {
  droppedLineMessage,
  type RestoredCartNotice as Notice,
  RESTORED_MESSAGE,
} from '../restore/restored-notice.ts';

interface RestoredCartNoticeProps {
  notice: Notice;
  onDismiss: () => void;
}

/**
 * What a cart reminder's link put back, on the cart page it lands on: the lines restored, and
 * each line it could not restore by name (issue [16]).
 */
export function RestoredCartNotice({ notice, onDismiss }: RestoredCartNoticeProps) {
  const hasDropped = notice.dropped.length > 0;
  return (
    <div
      role="status"
      className={`flex items-start gap-3 rounded-2xl p-4 text-sm ring-1 ${
        hasDropped
          ? 'bg-amber-50 text-amber-950 ring-amber-200'
          : 'bg-emerald-50 text-emerald-950 ring-emerald-200'
      }`}
    >
      {hasDropped && <AlertCircleIcon className="mt-0.5 size-4 shrink-0 text-amber-700" />}
      <div className="min-w-0 flex-1 space-y-1">
        {notice.restoredCount > 0 && <p className="font-semibold">{RESTORED_MESSAGE}</p>}
        {hasDropped && (
          <ul className="space-y-1">
            {notice.dropped.map((line) => (
              <li key={`${line.name}|${line.selectedModel}`}>{droppedLineMessage(line)}</li>
            ))}
          </ul>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        className="-my-1 -mr-1 rounded-full px-2 py-1 font-medium text-xs underline-offset-4 hover:underline"
      >
        Got it
      </button>
    </div>
  );
}
