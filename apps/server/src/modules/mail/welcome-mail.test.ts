import { describe, expect, it } from 'vitest';
import { welcomeMail } from './welcome-mail.ts';

const input = {
  to: 'asha@example.in',
  couponCode: 'WELCOME-ABC234',
  shopUrl: 'https://skins.example.in/',
  unsubscribeUrl: 'https://skins.example.in/unsubscribe?email=asha%40example.in&token=t0k',
};

describe('welcomeMail', () => {
  it('gives the code, the offer and the unsubscribe link in both HTML and text', () => {
    const mail = welcomeMail(input);
    expect(mail).toMatchObject({ kind: 'welcome', to: 'asha@example.in' });
    expect(mail.text).toContain(input.unsubscribeUrl);
    expect(mail.html).toContain(input.unsubscribeUrl.replace('&', '&amp;'));
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('WELCOME-ABC234');
      expect(body).toContain('10% off your first purchase');
      expect(body).toContain('selling skins since 2020');
    }
  });

  it('escapes what it did not write itself in the HTML', () => {
    const mail = welcomeMail({
      ...input,
      to: '"><img src=x onerror=alert(1)>@example.in',
      couponCode: '<b>CODE</b>',
      unsubscribeUrl: 'https://skins.example.in/unsubscribe?x="><script>',
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>CODE');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;b&gt;CODE&lt;/b&gt;');
  });
});
