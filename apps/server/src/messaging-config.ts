import { z } from 'zod';

// Messages beyond mail (API.md § Messages beyond mail: WhatsApp and SMS; issue [16]): WhatsApp
// through Meta's Cloud API and SMS through MSG91, each off until its settings are there; and the
// cart reminders' delay (API.md § Cart reminders). docs/messages.md says how to set them up.

/** Meta's Graph API, which serves the WhatsApp Business Cloud API; tests point it at a fake. */
export const DEFAULT_WHATSAPP_API_BASE = 'https://graph.facebook.com/v21.0';
/** MSG91's API; tests point it at a fake. */
export const DEFAULT_MSG91_API_BASE = 'https://control.msg91.com';

/**
 * The events a shopper may hear of on WhatsApp or by SMS; each is also the name of the approved
 * WhatsApp utility template (API.md), and `SMS_TEMPLATE_<EVENT>` holds its DLT template id.
 */
export const MESSAGE_EVENTS = [
  'order_confirmation',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_refunded',
  'return_update',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

const smsTemplateEnvName = (event: MessageEvent) => `SMS_TEMPLATE_${event.toUpperCase()}`;

const secretSetting = z.string().trim().min(1).max(1000);
const baseUrl = (fallback: string) =>
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(fallback)
    .transform((url) => url.replace(/\/+$/, ''));

/** The settings' part of the environment's schema (config.ts). */
export const MESSAGING_ENV = {
  WHATSAPP_ACCESS_TOKEN: secretSetting.optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,30}$/, "must be the WhatsApp number's id from Meta (digits)")
    .optional(),
  WHATSAPP_APP_SECRET: secretSetting.optional(),
  WHATSAPP_VERIFY_TOKEN: secretSetting.optional(),
  WHATSAPP_API_BASE: baseUrl(DEFAULT_WHATSAPP_API_BASE),
  SMS_PROVIDER: z.enum(['msg91']).optional(),
  MSG91_AUTH_KEY: secretSetting.optional(),
  MSG91_SENDER_ID: z
    .string()
    .regex(/^[A-Z]{6}$/, 'must be the six-letter DLT sender id (header) such as SKINSH')
    .optional(),
  MSG91_API_BASE: baseUrl(DEFAULT_MSG91_API_BASE),
  ...Object.fromEntries(
    MESSAGE_EVENTS.map((event) => [
      smsTemplateEnvName(event),
      z
        .string()
        .regex(/^[A-Za-z0-9]{6,40}$/, "must be MSG91's flow (template) id for it")
        .optional(),
    ]),
  ),
  // Minutes after a ticked reminder box before its one mail; 0: at the next sweep (a minute).
  CART_REMINDER_DELAY_MINUTES: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number of minutes (0 or more)')
    .transform(Number)
    .default(600),
};

export interface WhatsAppConfig {
  accessToken: string;
  phoneNumberId: string;
  /** Checks the webhook's `X-Hub-Signature-256`. */
  appSecret: string;
  /** Answers Meta's `hub.challenge`; unset, the webhook cannot be verified (403). */
  verifyToken: string | undefined;
  apiBase: string;
}

export interface SmsConfig {
  provider: 'msg91';
  authKey: string;
  senderId: string | undefined;
  apiBase: string;
  /** The DLT template (MSG91 flow) id of each event; an event without one sends no SMS. */
  templates: Partial<Record<MessageEvent, string>>;
}

export interface MessagingConfig {
  /** null: no WhatsApp (WHATSAPP_* unset). */
  whatsapp: WhatsAppConfig | null;
  /** null: no SMS (SMS_PROVIDER unset). */
  sms: SmsConfig | null;
  cartReminderDelayMinutes: number;
}

/**
 * The channels the shop offers order updates by (the store config's `messages`: the shipping
 * step's box, the privacy policy, the FAQ, the confirmation mail's note): WhatsApp when it is
 * configured; SMS when it is configured with at least one event's DLT template, since without
 * one no SMS is ever sent and the shop must not promise any.
 */
export function orderUpdateChannels({ whatsapp, sms }: Pick<MessagingConfig, 'whatsapp' | 'sms'>): {
  whatsapp: boolean;
  sms: boolean;
} {
  return {
    whatsapp: whatsapp !== null,
    sms: sms !== null && Object.keys(sms.templates).length > 0,
  };
}

const WHATSAPP_REQUIRED = [
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
] as const;

/** What is wrong with WHATSAPP_* and SMS_* as a whole (each variable is checked by MESSAGING_ENV). */
export function messagingConfigProblems(present: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const whatsappSet = WHATSAPP_REQUIRED.filter((name) => name in present);
  if (whatsappSet.length > 0 && whatsappSet.length < WHATSAPP_REQUIRED.length) {
    problems.push(
      `${WHATSAPP_REQUIRED.join(', ')}: set all three to send WhatsApp messages, or none for no WhatsApp`,
    );
  }
  if ('SMS_PROVIDER' in present && !('MSG91_AUTH_KEY' in present)) {
    problems.push(
      'MSG91_AUTH_KEY: set it with SMS_PROVIDER=msg91, or unset SMS_PROVIDER for no SMS',
    );
  }
  if (!('SMS_PROVIDER' in present) && 'MSG91_AUTH_KEY' in present) {
    problems.push('SMS_PROVIDER: set it to msg91 to send SMS with MSG91_AUTH_KEY, or unset both');
  }
  return problems;
}

type MessagingEnv = {
  WHATSAPP_ACCESS_TOKEN?: string | undefined;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_APP_SECRET?: string | undefined;
  WHATSAPP_VERIFY_TOKEN?: string | undefined;
  WHATSAPP_API_BASE: string;
  SMS_PROVIDER?: 'msg91' | undefined;
  MSG91_AUTH_KEY?: string | undefined;
  MSG91_SENDER_ID?: string | undefined;
  MSG91_API_BASE: string;
  CART_REMINDER_DELAY_MINUTES: number;
} & Record<string, unknown>;

export function messagingConfig(env: MessagingEnv): MessagingConfig {
  const whatsapp =
    env.WHATSAPP_ACCESS_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID && env.WHATSAPP_APP_SECRET
      ? {
          accessToken: env.WHATSAPP_ACCESS_TOKEN,
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          appSecret: env.WHATSAPP_APP_SECRET,
          verifyToken: env.WHATSAPP_VERIFY_TOKEN,
          apiBase: env.WHATSAPP_API_BASE,
        }
      : null;
  const templates: Partial<Record<MessageEvent, string>> = {};
  for (const event of MESSAGE_EVENTS) {
    const id = env[smsTemplateEnvName(event)];
    if (typeof id === 'string') templates[event] = id;
  }
  const sms =
    env.SMS_PROVIDER === 'msg91' && env.MSG91_AUTH_KEY
      ? {
          provider: 'msg91' as const,
          authKey: env.MSG91_AUTH_KEY,
          senderId: env.MSG91_SENDER_ID,
          apiBase: env.MSG91_API_BASE,
          templates,
        }
      : null;
  return { whatsapp, sms, cartReminderDelayMinutes: env.CART_REMINDER_DELAY_MINUTES };
}
