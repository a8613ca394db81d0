// One HTTP call of the scale test, with what it saw: the answer, or the failure nginx or the
// network gave. Every call carries the store's unlock cookie (signed with APP_SECRET, so any
// instance accepts what another set).

export interface Answer {
  status: number;
  text: string;
  /** The instance nginx handed it to (X-Upstream), when through nginx. */
  upstream: string | null;
}

/**
 * An answer whose status and headers arrived and whose body was cut off: the instance died while
 * sending it. nginx had already passed the start on to the client, so it cannot send the request
 * to another instance (a retry is only possible before the first byte of an answer).
 */
export class CutAnswerError extends Error {
  constructor(
    readonly status: number,
    options: { cause: unknown },
  ) {
    super(`the answer (${status}) was cut off mid-body`, options);
    this.name = 'CutAnswerError';
  }
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export class Session {
  cookie = '';
  adminToken = '';

  constructor(readonly baseUrl: string) {}

  /** A session on another address with this one's cookie and token. */
  at(baseUrl: string): Session {
    const other = new Session(baseUrl);
    other.cookie = this.cookie;
    other.adminToken = this.adminToken;
    return other;
  }

  /**
   * The answer, or a thrown error when no answer came (connection refused, reset, timeout), or a
   * CutAnswerError when one began and was cut off.
   */
  async call(url: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | FormData | undefined;
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${this.baseUrl}${url}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new CutAnswerError(response.status, { cause });
    }
    return { status: response.status, text, upstream: response.headers.get('x-upstream') };
  }

  async json<T>(url: string, options: CallOptions = {}, expected = [200, 201]): Promise<T> {
    const answer = await this.call(url, options);
    if (!expected.includes(answer.status)) {
      throw new Error(
        `${options.method ?? 'GET'} ${url} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
      );
    }
    return JSON.parse(answer.text) as T;
  }

  admin(): Record<string, string> {
    return { authorization: `Bearer ${this.adminToken}` };
  }

  async unlock(password: string): Promise<void> {
    const response = await fetch(`${this.baseUrl}/api/store/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    const setCookie = response.headers.getSetCookie();
    if (response.status !== 200 || setCookie.length === 0) {
      throw new Error(`unlock answered ${response.status}: ${await response.text()}`);
    }
    this.cookie = setCookie.map((line) => line.split(';')[0]).join('; ');
  }

  async login(email: string, password: string): Promise<void> {
    const { token } = await this.json<{ token: string }>('/api/auth/login', {
      body: { email, password },
    });
    this.adminToken = token;
  }
}
