import fc from 'fast-check';
import { nastyString } from './invalid-value.ts';
import type { Parameter } from './json-schema.ts';
import { type KnownStrings, validValue } from './valid-value.ts';

/** The real admin token and unlock cookie, got as a client gets them. */
export interface FuzzAuth {
  adminToken: string;
  unlockCookie: string;
  unlockCookieName: string;
}

const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');

export function headersFor(params: Parameter[], known: KnownStrings) {
  const one = (p: Parameter) =>
    fc.option(
      fc.oneof(validValue(p.schema ?? {}, known).map(String), nastyString).map(headerSafe),
      { freq: 2 },
    );
  return fc.tuple(...params.map(one)).map((values) => {
    const headers: Record<string, string> = {};
    params.forEach((p, i) => {
      const value = values[i];
      if (value !== null && value !== undefined) headers[p.name] = value;
    });
    return headers;
  });
}

/** Headers a client may send that no operation documents: caching, ranges, proxies, encodings. */
export const noiseHeaders: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'accept',
        'accept-encoding',
        'range',
        'if-none-match',
        'if-modified-since',
        'x-forwarded-for',
        'origin',
        'x-request-id',
      ),
      fc.oneof(
        fc.constantFrom(
          'gzip;q=abc, br;q=-1, *;q=0',
          'bytes=abc',
          'bytes=5-1',
          'bytes=0-0,1-1,2-2',
          'bytes=-99999999999999999999',
          '*',
          'W/"x"',
          'Thu, 01 Jan 1970 00:00:00 GMT',
          'not a date',
          '1.1.1.1, ::1, garbage',
          'text/html;q=0, application/json;q=0',
        ),
        nastyString.map(headerSafe),
      ),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => Object.fromEntries(pairs));

/** With and without the admin token and the unlock cookie, and with forged ones. */
export function authHeaders(creds: FuzzAuth): fc.Arbitrary<Record<string, string>> {
  // The real credentials most often, so calls get past the gate and the admin check.
  const authorization = fc.oneof(
    { weight: 5, arbitrary: fc.constant(`Bearer ${creds.adminToken}`) },
    { weight: 3, arbitrary: fc.constant(null) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        `Bearer ${creds.adminToken}x`,
        `bearer ${creds.adminToken}`,
        'Bearer ',
        'Bearer a.b.c',
        'Basic YWRtaW46YWRtaW4=',
        `Bearer ${'x'.repeat(20_000)}`,
        `Bearer ${creds.adminToken} ${creds.adminToken}`,
      ),
    },
  );
  const cookie = fc.oneof(
    { weight: 3, arbitrary: fc.constant(`${creds.unlockCookieName}=${creds.unlockCookie}`) },
    { weight: 2, arbitrary: fc.constant(null) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        `${creds.unlockCookieName}=${creds.unlockCookie.slice(0, -2)}xx`,
        `${creds.unlockCookieName}=`,
        `${creds.unlockCookieName}=%zz; ${creds.unlockCookieName}=${creds.unlockCookie}`,
        `${creds.unlockCookieName}=${'x'.repeat(10_000)}`,
      ),
    },
  );
  return fc.tuple(authorization, cookie).map(([a, c]) => ({
    ...(a === null ? {} : { authorization: a }),
    ...(c === null ? {} : { cookie: c }),
  }));
}
