import { type ChosenDevice, clearChosenDevice } from '../chosen-device.ts';
import { openDevicePicker } from '../picker-state.ts';
import { DeviceIcon } from './device-icon.tsx';

const BAR =
  'mt-6 flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-2xl bg-white py-2 pr-2 pl-4 ring-1 ring-neutral-200';
const ACTION =
  'rounded-full px-3 py-1.5 font-medium text-sm underline-offset-4 transition hover:bg-neutral-100 hover:underline';

/**
 * Above a listing: with a device, what the list is narrowed to and the two ways out; without
 * one, an invitation to choose it. One slot either way, so the server's HTML (which never knows
 * the device) and the page after hydration keep the same layout.
 */
export function DeviceFilterBar({ device }: { device: ChosenDevice | null }) {
  if (!device) {
    return (
      <div className={BAR}>
        <p className="mr-auto flex min-w-0 items-center gap-3 py-1.5 text-neutral-600 text-sm">
          <DeviceIcon className="size-5 shrink-0 text-neutral-400" />
          <span>
            Shopping for one device?
            <span className="hidden sm:inline"> See only the skins cut for it.</span>
          </span>
        </p>
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={openDevicePicker}
          className={`${ACTION} text-accent`}
        >
          Choose your device
        </button>
      </div>
    );
  }
  return (
    <div className={BAR}>
      <p className="mr-auto flex min-w-0 items-center gap-3 py-1.5 text-neutral-700 text-sm">
        <DeviceIcon className="size-5 shrink-0 text-accent" />
        <span>
          Showing skins that fit{' '}
          <strong className="font-semibold text-neutral-900">{device.model}</strong>
        </span>
      </p>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={openDevicePicker}
        className={`${ACTION} text-neutral-900`}
      >
        Change
      </button>
      <span aria-hidden="true" className="text-neutral-300">
        ·
      </span>
      <button type="button" onClick={clearChosenDevice} className={`${ACTION} text-accent`}>
        Show all devices
      </button>
    </div>
  );
}
