import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { DEFAULT_MSG91_API_BASE, DEFAULT_WHATSAPP_API_BASE } from './messaging-config.ts';
import { configProblemsOf } from './testing/config-problems.ts';

// WHATSAPP_*, SMS_PROVIDER/MSG91_*/SMS_TEMPLATE_<EVENT> and CART_REMINDER_DELAY_MINUTES (issue [16]).

const WHATSAPP = {
  WHATSAPP_ACCESS_TOKEN: 'EAAG-test-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret-for-tests',
};

describe('message settings', () => {
  it('leave WhatsApp and SMS off, and remind carts after 600 minutes, when nothing is set', () => {
    expect(loadConfig({}).messaging).toEqual({
      whatsapp: null,
      sms: null,
      cartReminderDelayMinutes: 600,
    });
  });

  it('turn WhatsApp on with its three settings, the verify token and base optional', () => {
    expect(loadConfig(WHATSAPP).messaging.whatsapp).toEqual({
      accessToken: WHATSAPP.WHATSAPP_ACCESS_TOKEN,
      phoneNumberId: WHATSAPP.WHATSAPP_PHONE_NUMBER_ID,
      appSecret: WHATSAPP.WHATSAPP_APP_SECRET,
      verifyToken: undefined,
      apiBase: DEFAULT_WHATSAPP_API_BASE,
    });
    const withBase = loadConfig({
      ...WHATSAPP,
      WHATSAPP_VERIFY_TOKEN: 'verify-me',
      WHATSAPP_API_BASE: 'http://127.0.0.1:4010/v21.0/',
    }).messaging.whatsapp;
    expect(withBase?.verifyToken).toBe('verify-me');
    expect(withBase?.apiBase).toBe('http://127.0.0.1:4010/v21.0');
  });

  it('refuse a WhatsApp set up by halves, naming all three settings', () => {
    const { WHATSAPP_APP_SECRET: _, ...twoOfThree } = WHATSAPP;
    expect(configProblemsOf(twoOfThree)).toEqual([
      'WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET: set all three to send WhatsApp messages, or none for no WhatsApp',
    ]);
    expect(configProblemsOf({ ...WHATSAPP, WHATSAPP_PHONE_NUMBER_ID: 'abc' })).toEqual([
      "WHATSAPP_PHONE_NUMBER_ID: must be the WhatsApp number's id from Meta (digits)",
    ]);
  });

  it('turn SMS on with MSG91 and its key, reading each event’s template id', () => {
    const sms = loadConfig({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'msg91-key',
      MSG91_SENDER_ID: 'SKINSH',
      SMS_TEMPLATE_ORDER_SHIPPED: '64f1c2a9d6fc05',
      SMS_TEMPLATE_RETURN_UPDATE: '',
    }).messaging.sms;
    expect(sms).toEqual({
      provider: 'msg91',
      authKey: 'msg91-key',
      senderId: 'SKINSH',
      apiBase: DEFAULT_MSG91_API_BASE,
      templates: { order_shipped: '64f1c2a9d6fc05' },
    });
  });

  it('refuse SMS half set up, a sender id DLT would not take, and an unknown provider', () => {
    expect(configProblemsOf({ SMS_PROVIDER: 'msg91' })).toEqual([
      'MSG91_AUTH_KEY: set it with SMS_PROVIDER=msg91, or unset SMS_PROVIDER for no SMS',
    ]);
    expect(configProblemsOf({ MSG91_AUTH_KEY: 'msg91-key' })).toEqual([
      'SMS_PROVIDER: set it to msg91 to send SMS with MSG91_AUTH_KEY, or unset both',
    ]);
    expect(configProblemsOf({ SMS_PROVIDER: 'twilio', MSG91_AUTH_KEY: 'k' })[0]).toMatch(
      /^SMS_PROVIDER: /,
    );
    expect(
      configProblemsOf({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_SENDER_ID: 'skins' }),
    ).toEqual(['MSG91_SENDER_ID: must be the six-letter DLT sender id (header) such as SKINSH']);
  });

  it('read CART_REMINDER_DELAY_MINUTES as whole minutes, 0 allowed', () => {
    expect(
      loadConfig({ CART_REMINDER_DELAY_MINUTES: '0' }).messaging.cartReminderDelayMinutes,
    ).toBe(0);
    expect(configProblemsOf({ CART_REMINDER_DELAY_MINUTES: '1.5' })).toEqual([
      'CART_REMINDER_DELAY_MINUTES: must be a whole number of minutes (0 or more)',
    ]);
  });
});
