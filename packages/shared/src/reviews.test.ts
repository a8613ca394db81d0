import { describe, expect, it } from 'vitest';
import { REVIEW_BODY_MAX_LENGTH, REVIEW_MESSAGES } from './review-form.ts';
import { CreateReviewInputSchema } from './reviews.ts';

const TOKEN = 'line-1.signature';

/** `lines` lines of `width` characters, joined by `lineBreak`. */
const linesOf = (lines: number, width: number, lineBreak: string) =>
  Array.from({ length: lines }, () => 'a'.repeat(width)).join(lineBreak);

describe('CreateReviewInputSchema', () => {
  it('counts a CRLF line break (a form sent without JavaScript) as the one character it shows', () => {
    // 20 lines of 99: 1,999 characters as typed, 2,018 with the browser's CRLF.
    const sent = linesOf(20, 99, '\r\n');
    expect(sent.length).toBeGreaterThan(REVIEW_BODY_MAX_LENGTH);

    const parsed = CreateReviewInputSchema.parse({ token: TOKEN, rating: 5, body: sent });

    expect(parsed.body).toBe(linesOf(20, 99, '\n'));
    expect(parsed.body).toHaveLength(1999);
  });

  it('still refuses a body over the limit once its line breaks are one character each', () => {
    // 2,001 characters as typed.
    const sent = `${linesOf(20, 99, '\r\n')}ab`;
    const result = CreateReviewInputSchema.safeParse({ token: TOKEN, rating: 5, body: sent });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['body'], REVIEW_MESSAGES.body],
    ]);
  });

  it('makes a lone CR a line break too, and trims around the text after', () => {
    const parsed = CreateReviewInputSchema.parse({
      token: TOKEN,
      rating: 4,
      title: ' Good fit\r\n',
      body: '\r\nFirst line\rsecond line\r\n\r\n',
    });

    expect(parsed.title).toBe('Good fit');
    expect(parsed.body).toBe('First line\nsecond line');
  });
});
