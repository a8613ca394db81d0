/** The page a form is on, as the address bar has it. */
export interface FormPage {
  pathname: string;
  search: string;
}

/**
 * A form of a browsing page that the server answers without JavaScript (decision 045) comes back
 * to its page with `?{param}={reason}`: the reason, and the page to come back to next time (the
 * same page, less that reason).
 */
export function readFormReturn(
  { pathname, search }: FormPage,
  param: string,
): { returnTo: string; reason: string | null } {
  const params = new URLSearchParams(search);
  const reason = params.get(param);
  params.delete(param);
  const query = params.toString();
  return { returnTo: query ? `${pathname}?${query}` : pathname, reason };
}

/** Whether `reason` is one of `known`'s keys: any other text in an address means nothing. */
export function isKnownReason<Reason extends string>(
  known: Readonly<Record<Reason, string>>,
  reason: string | null,
): reason is Reason {
  return reason !== null && Object.hasOwn(known, reason);
}
