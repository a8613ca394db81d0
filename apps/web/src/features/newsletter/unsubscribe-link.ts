/** The parts of the mail's link `/unsubscribe?email=…&token=…`; null when either is missing. */
export interface UnsubscribeLink {
  email: string;
  token: string;
}

export function readUnsubscribeLink(searchParams: URLSearchParams): UnsubscribeLink | null {
  const email = searchParams.get('email')?.trim() ?? '';
  const token = searchParams.get('token')?.trim() ?? '';
  return email && token ? { email, token } : null;
}
