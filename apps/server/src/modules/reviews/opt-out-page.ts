import type { OptOutText } from '../../http/opt-out-page.ts';

// The words of the pages behind the review request mail's opt-out link (http/opt-out-page.ts
// draws them).

export const OPT_OUT_TEXT = {
  confirmHeading: 'Stop review requests?',
  confirm: (email: string) =>
    `We will not ask ${email} to review an order again. Your orders and their other mails stay as they are.`,
  button: 'Stop review requests',
  doneHeading: 'You will get no more review requests',
  done: (email: string) =>
    `We will not ask ${email} to review an order again. A review link you already have still works if you change your mind.`,
  invalidHeading: 'This link is not valid',
  invalid:
    'It may be incomplete or changed. Open the link in our most recent review request again, or contact us and we will stop the requests for you.',
  home: 'Back to the shop',
} as const satisfies OptOutText;
