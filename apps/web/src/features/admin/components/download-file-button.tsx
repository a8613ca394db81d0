import { useState } from 'react';
import type { QueryParams } from '#lib/api-client.ts';
import { apiGetFile } from '#lib/api-files.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { adminButton } from './admin-button.ts';
import { errorMessageOf } from './error-message.ts';

interface DownloadFileButtonProps {
  /** The call, e.g. `/orders/export`; it needs the admin's token, so no plain link. */
  path: string;
  /** A list's current filters: the file holds what the admin is looking at. */
  query?: QueryParams;
  fallbackFilename: string;
  /** The button's words; `Export CSV` by default. */
  label?: string;
  /** The toast when the file does not come; the server's own message wins. */
  failureMessage?: string;
  className?: string;
}

/** Fetches a file with the admin's token and saves it under the server's filename. */
export function DownloadFileButton({
  path,
  query = {},
  fallbackFilename,
  label = 'Export CSV',
  failureMessage = 'The export failed. Try again.',
  className = adminButton.secondary,
}: DownloadFileButtonProps) {
  const [isDownloading, setIsDownloading] = useState(false);
  const { showToast } = useToast();

  async function download() {
    setIsDownloading(true);
    try {
      const file = await apiGetFile(path, { query });
      saveFile(file.blob, file.filename ?? fallbackFilename);
    } catch (error) {
      showToast({ kind: 'error', message: errorMessageOf(error, failureMessage) });
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={isDownloading}
      className={className}
    >
      {isDownloading && <ButtonSpinner />}
      {label}
    </button>
  );
}

/** Saves a blob as a download named `filename` (the analytics page's CSV too). */
export function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Revoked on the next turn: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
