// What both providers' clients share: a bounded wait, and an answer read as JSON if it is JSON.

/** A provider that has not answered in this long is a failed send, retried later. */
export const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * POSTs JSON and reads the answer; a refused connection or a timeout throws an Error that names
 * the provider (the outbox keeps it as the row's last error).
 */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<{ status: number; ok: boolean; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? (errorCause(error) ?? error.message) : String(error);
    throw new Error(`${provider} could not be reached: ${reason}`, { cause: error });
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: response.status, ok: response.ok, body: parsed };
}

/** Node's fetch says only "fetch failed"; the reason (ECONNREFUSED, a timeout) is its cause. */
function errorCause(error: Error): string | null {
  if (error.name === 'TimeoutError') return 'no answer in time';
  const { cause } = error;
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code;
    return typeof code === 'string' ? `${code} ${cause.message}` : cause.message;
  }
  return null;
}
