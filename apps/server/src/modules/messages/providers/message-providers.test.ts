import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../testing/build-test-app.ts';
import { createLoggedApp } from '../../../testing/logged-app.ts';
import { logMessageChannels, messageProviders } from './message-providers.ts';
import { Msg91Provider } from './msg91.provider.ts';
import { WhatsAppCloudProvider } from './whatsapp-cloud.provider.ts';

// Which channels the settings switch on, and what the shop says of them once at start.

const WHATSAPP = {
  WHATSAPP_ACCESS_TOKEN: 'EAAGtoken',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
  WHATSAPP_APP_SECRET: 'app-secret',
};
const SMS = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'auth-key' };

function startUpLines(env: Record<string, string>) {
  const { app, lines } = createLoggedApp();
  const config = testConfig(env).messaging;
  logMessageChannels(app.log, config);
  return { said: lines.map((line) => [line.level, line.msg]), providers: messageProviders(config) };
}

describe('the channels at start', () => {
  it('builds no provider and says both are off without their settings', () => {
    const { said, providers } = startUpLines({});
    expect(providers).toEqual({ whatsapp: null, sms: null });
    expect(said).toEqual([
      [30, 'WhatsApp messages: off (WHATSAPP_* not set)'],
      [30, 'SMS: off (SMS_PROVIDER not set)'],
    ]);
  });

  it('builds both and says which events have an SMS template', () => {
    const { said, providers } = startUpLines({
      ...WHATSAPP,
      WHATSAPP_VERIFY_TOKEN: 'verify',
      ...SMS,
      SMS_TEMPLATE_ORDER_SHIPPED: 'flowshipped1',
      SMS_TEMPLATE_ORDER_CONFIRMATION: 'flowconfirm1',
    });
    expect(providers.whatsapp).toBeInstanceOf(WhatsAppCloudProvider);
    expect(providers.sms).toBeInstanceOf(Msg91Provider);
    expect(said).toEqual([
      [30, 'WhatsApp messages: on'],
      [30, 'SMS: on (MSG91) for order_confirmation, order_shipped'],
    ]);
  });

  it('warns of what is missing: the verify token, and SMS templates', () => {
    const { said } = startUpLines({ ...WHATSAPP, ...SMS });
    expect(said).toEqual([
      [
        40,
        'WhatsApp messages: on; WHATSAPP_VERIFY_TOKEN not set, so Meta cannot subscribe the webhook that brings delivery statuses and STOP',
      ],
      [40, 'SMS: on (MSG91), but no SMS_TEMPLATE_* set: none is sent'],
    ]);
  });
});
