import { useState } from 'react';
import type { QueryParams } from '#lib/api-client.ts';
import { apiGetFile } from '#lib/api-files.ts';
import { ButtonSpinner } from '#ui/button-spinner.tsx';
import { useToast } from '#ui/toast/toast-context.tsx';
import { adminButton } from './admin-button.ts';
import { errorMessageOf } from './error-message.ts';

interface DownloadCsvButtonProps {
  /** The export call, e.g. `/orders/export`; it needs the admin's token, so no plain link. */
  path: string;
  /** The list's current filters: the file holds what the admin is looking at. */
  query: QueryParams;
  fallbackFilename: string;
}

export function DownloadCsvButton({ path, query, fallbackFilename }: DownloadCsvButtonProps) {
  const [isDownloading, setIsDownloading] = useState(false);
  const { showToast } = useToast();

  async function download() {
    setIsDownloading(true);
    try {
      const file = await apiGetFile(path, { query });
      saveFile(file.blob, file.filename ?? fallbackFilename);
    } catch (error) {
      showToast({ kind: 'error', message: errorMessageOf(error, 'The export failed. Try again.') });
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void download()}
      disabled={isDownloading}
      className={adminButton.secondary}
    >
      {isDownloading && <ButtonSpinner />}
      Export CSV
    </button>
  );
}

function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  // Revoked on the next turn: some browsers start the download only after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
