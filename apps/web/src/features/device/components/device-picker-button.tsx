import { useChosenDevice } from '../chosen-device.ts';
import { openDevicePicker } from '../picker-state.ts';
import { DeviceIcon } from './device-icon.tsx';

/**
 * The header's "Choose your device": the chosen model once there is one. An icon alone on
 * phones and beside the desktop nav, where the header has no room for words.
 */
export function DevicePickerButton({ className = '' }: { className?: string }) {
  const device = useChosenDevice();
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={device ? `Your device: ${device.model}. Change it` : 'Choose your device'}
      onClick={openDevicePicker}
      className={`relative inline-flex h-11 min-w-11 items-center justify-center gap-2 rounded-full text-sm transition-colors hover:bg-white/10 sm:h-10 sm:px-3.5 sm:ring-1 sm:ring-white/15 sm:hover:ring-white/35 lg:px-0 lg:ring-0 xl:px-3.5 xl:ring-1 ${className}`}
    >
      <DeviceIcon className="size-6 shrink-0 sm:size-5 lg:size-6 xl:size-5" />
      <span className="hidden max-w-40 truncate font-medium sm:inline lg:hidden xl:inline">
        {device ? device.model : 'Choose your device'}
      </span>
      {device && (
        <span
          aria-hidden="true"
          className="absolute top-2 right-2 size-2 rounded-full bg-accent-300 ring-2 ring-charcoal-900 sm:hidden lg:block xl:hidden"
        />
      )}
    </button>
  );
}
