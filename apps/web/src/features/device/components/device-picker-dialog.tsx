import { type KeyboardEvent, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { Dialog, DialogDescription, DialogTitle } from '#ui/dialog.tsx';
import { CloseIcon, SearchIcon } from '#ui/icons.tsx';
import { QueryError } from '#ui/query-error.tsx';
import { useDevices } from '../api/get-devices.ts';
import { type ChosenDevice, chooseDevice, clearChosenDevice } from '../chosen-device.ts';
import { deviceLabel, searchDevices } from '../device-search.ts';
import { DeviceResults, deviceButtons } from './device-results.tsx';

interface DevicePickerDialogProps {
  chosen: ChosenDevice | null;
  onClose: () => void;
}

const CHIP =
  'inline-flex h-9 shrink-0 items-center rounded-full px-4 font-medium text-sm ring-1 transition';
const CHIP_ON = 'bg-white text-charcoal-900 ring-white';
const CHIP_OFF = 'text-neutral-300 ring-white/15 hover:text-white hover:ring-white/40';

/**
 * "Choose your device": a search box, the brands as chips, then every model under its brand.
 * Choosing remembers the device and closes; every listing then shows only skins that fit it.
 */
export function DevicePickerDialog({ chosen, onClose }: DevicePickerDialogProps) {
  const devices = useDevices();
  const [text, setText] = useState('');
  const [brand, setBrand] = useState<string | null>(null);
  const deferredText = useDeferredValue(text);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLFieldSetElement>(null);
  const inputId = useId();
  const brands = devices.status === 'success' ? devices.data : [];
  const groups = searchDevices(brands, deferredText, brand);
  const hasDevices = devices.status === 'success';

  // Opened to change a device: its button is in view (the list runs to a hundred models).
  useEffect(() => {
    if (hasDevices)
      listRef.current?.querySelector('[aria-current]')?.scrollIntoView?.({ block: 'center' });
  }, [hasDevices]);

  const choose = (device: ChosenDevice) => {
    chooseDevice({ brand: device.brand, model: device.model });
    onClose();
  };
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      deviceButtons(listRef.current)[0]?.focus();
    }
    // Enter picks the first match of what is typed (not of a deferred render): "iphone 16 pro ⏎".
    const first = text.trim() ? searchDevices(brands, text, brand)[0]?.options[0] : null;
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      choose(first);
    }
  };

  return (
    <Dialog
      onClose={onClose}
      initialFocusRef={searchRef}
      hasDescription
      layerClassName="fixed inset-0 z-50 flex items-start justify-center sm:px-6 sm:pt-[8vh]"
      backdropClassName="bg-charcoal-950/70 backdrop-blur-md transition-opacity duration-200 starting:opacity-0"
      className="relative flex h-dvh w-full flex-col overflow-hidden bg-charcoal-900 text-white shadow-[0_32px_80px_-16px_rgb(0_0_0/0.7)] transition duration-200 ease-out starting:opacity-0 motion-safe:starting:translate-y-3 sm:h-[min(84vh,42rem)] sm:max-w-2xl sm:rounded-3xl sm:ring-1 sm:ring-white/10"
    >
      <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-8 sm:pt-7">
        <div>
          <DialogTitle className="font-semibold text-xl tracking-tight">
            Choose your device
          </DialogTitle>
          <DialogDescription className="mt-1 text-neutral-400 text-sm">
            We will show only the skins cut for it. Remembered on this browser.
          </DialogDescription>
        </div>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-300 transition hover:bg-white/10 hover:text-white"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>

      <div className="px-5 pt-5 sm:px-8">
        <label htmlFor={inputId} className="sr-only">
          Search devices
        </label>
        <div className="relative">
          <SearchIcon className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-4 size-5 text-neutral-400" />
          <input
            ref={searchRef}
            id={inputId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onSearchKeyDown}
            maxLength={100}
            autoComplete="off"
            placeholder="Search, e.g. iPhone 16 Pro"
            className="h-13 w-full rounded-2xl bg-white/[0.06] pr-4 pl-12 text-base text-white ring-1 ring-white/15 transition placeholder:text-neutral-500 focus:bg-white/[0.09] focus:outline-none focus:ring-2 focus:ring-accent-300 [&::-webkit-search-cancel-button]:appearance-none"
          />
        </div>
        {brands.length > 1 && (
          <fieldset className="-mx-5 sm:-mx-8 mt-4">
            <legend className="sr-only">Brand</legend>
            <div className="flex gap-2 overflow-x-auto px-5 pb-1 [scrollbar-width:none] sm:flex-wrap sm:px-8">
              <button
                type="button"
                aria-pressed={brand === null}
                onClick={() => setBrand(null)}
                className={`${CHIP} ${brand === null ? CHIP_ON : CHIP_OFF}`}
              >
                All brands
              </button>
              {brands.map((entry) => (
                <button
                  key={entry.brand}
                  type="button"
                  aria-pressed={brand === entry.brand}
                  onClick={() => setBrand(brand === entry.brand ? null : entry.brand)}
                  className={`${CHIP} ${brand === entry.brand ? CHIP_ON : CHIP_OFF}`}
                >
                  {entry.brand}
                </button>
              ))}
            </div>
          </fieldset>
        )}
      </div>

      <div className="mt-4 min-h-0 flex-1 overflow-y-auto overscroll-contain border-white/10 border-t px-5 pt-5 pb-6 sm:px-8">
        {devices.status === 'pending' ? (
          <p className="py-10 text-center text-neutral-400" role="status">
            Loading devices…
          </p>
        ) : devices.status === 'error' ? (
          // A retry goes back to pending (the loading line), so the button is never busy here.
          <QueryError
            tone="dark"
            message="We could not load the devices. Please try again."
            onRetry={devices.retry}
          />
        ) : groups.length === 0 ? (
          <p className="py-10 text-center text-neutral-400" role="status">
            {deferredText.trim()
              ? `No device matches “${deferredText.trim()}”. Try the model's number, e.g. “16”.`
              : 'No devices to choose yet.'}
          </p>
        ) : (
          <DeviceResults
            groups={groups}
            chosen={chosen}
            onChoose={choose}
            searchRef={searchRef}
            listRef={listRef}
          />
        )}
      </div>

      {chosen && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-white/10 border-t bg-charcoal-950/40 px-5 py-4 sm:px-8">
          <p className="text-neutral-300 text-sm">
            Now shopping for <span className="font-semibold text-white">{deviceLabel(chosen)}</span>
          </p>
          <button
            type="button"
            onClick={() => {
              clearChosenDevice();
              onClose();
            }}
            className="rounded-full px-4 py-2 font-medium text-accent-300 text-sm ring-1 ring-white/15 transition hover:bg-white/10 hover:ring-white/30"
          >
            Show all devices
          </button>
        </div>
      )}
    </Dialog>
  );
}
