// Try the shop's WhatsApp and SMS order updates with no provider (docs/messages.md): starts the
// fake Cloud API and MSG91 that the tests use, on fixed ports of 127.0.0.1, writes the settings
// that point the shop at them, prints each message they take, and plays Meta's part towards the
// shop's webhook: each WhatsApp message is reported delivered, then read. Commands on stdin:
//   stop 9876543210         the shopper answers STOP on WhatsApp
//   unreachable 9876543210  WhatsApp answers 131026 for this number from now (SMS goes instead)
//   fail 2                  the next 2 WhatsApp sends are answered 500 (the outbox retries)
//
//   node --import tsx apps/server/src/testing/fake-messaging-cli.ts
//     [--settings-file /tmp/skins-fake-messaging.env]
//     [--shop http://127.0.0.1:3000] [--whatsapp-port 4010] [--msg91-port 4011]
//     [--only whatsapp|sms]
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { FakeMsg91 } from './fake-msg91.ts';
import { FakeWhatsApp, type StatusReport } from './fake-whatsapp.ts';

const { values: options } = parseArgs({
  options: {
    'settings-file': { type: 'string', default: join(tmpdir(), 'skins-fake-messaging.env') },
    shop: { type: 'string', default: 'http://127.0.0.1:3000' },
    'whatsapp-port': { type: 'string', default: '4010' },
    'msg91-port': { type: 'string', default: '4011' },
    only: { type: 'string' },
  },
});
if (options.only !== undefined && options.only !== 'whatsapp' && options.only !== 'sms') {
  console.error('--only takes whatsapp or sms');
  process.exit(2);
}

/** Meta reports a message's fate some time after it took it; the shop records its id first. */
const REPORT_AFTER_MS = 2_000;
const POLL_MS = 250;

// Fixed secrets, so the settings file stays right across restarts of either side.
const whatsapp = await FakeWhatsApp.start({
  port: Number(options['whatsapp-port']),
  accessToken: 'fake-whatsapp-access-token',
  appSecret: 'fake-whatsapp-app-secret',
  verifyToken: 'fake-whatsapp-verify-token',
});
const msg91 = await FakeMsg91.start({
  port: Number(options['msg91-port']),
  authKey: 'fake-msg91-auth-key',
});

// `--only sms`: the shop as it runs with SMS alone; `--only whatsapp`: with no SMS fallback.
const env = {
  ...(options.only === 'sms' ? {} : whatsapp.env()),
  ...(options.only === 'whatsapp' ? {} : { ...msg91.env(), MSG91_SENDER_ID: 'SKINSH' }),
};
const envFile = options['settings-file'];
const settings = Object.entries(env).map(([name, value]) => `${name}=${value}`);
await writeFile(envFile, `${settings.join('\n')}\n`);
console.log(`Fake WhatsApp Cloud API: ${whatsapp.apiBase}`);
console.log(`Fake MSG91:              ${msg91.apiBase}`);
console.log(`Settings for the shop in ${envFile}; start it with them, for example:`);
console.log(`  env $(cat ${envFile}) npm start`);
console.log(`Webhook reports and STOP go to ${options.shop}. Commands: stop, unreachable, fail.\n`);

const shown = (phone: string) => `+${phone.slice(0, 2)} ${phone.slice(2, 7)} ${phone.slice(7)}`;
const asMessagePhone = (text: string | undefined) => {
  const digits = (text ?? '').replace(/\D/g, '');
  return /^\d{10}$/.test(digits) ? `91${digits}` : /^91\d{10}$/.test(digits) ? digits : null;
};

async function deliver(what: string, body: string): Promise<void> {
  try {
    const answer = await whatsapp.deliver(options.shop, body);
    console.log(`  webhook ${what}: ${answer.statusCode} ${answer.body}`);
  } catch (error) {
    console.log(`  webhook ${what}: the shop did not answer (${(error as Error).message})`);
  }
}

function reportLater(id: string, to: string): void {
  const report = (status: StatusReport['status']) =>
    deliver(status, whatsapp.statusWebhook([{ id, status, recipientId: to }]));
  setTimeout(async () => {
    await report('delivered');
    await report('read');
  }, REPORT_AFTER_MS);
}

let seen = { whatsapp: 0, whatsappRequests: 0, sms: 0, smsRequests: 0 };
setInterval(() => {
  for (const message of whatsapp.sent.slice(seen.whatsapp)) {
    console.log(`WhatsApp to ${shown(message.to)}: ${message.template}`, message.parameters);
    reportLater(message.id, message.to);
  }
  for (const sms of msg91.sent.slice(seen.sms)) {
    console.log(`SMS to ${shown(sms.to)}: DLT template ${sms.templateId}`, sms.vars);
  }
  const refused = {
    whatsapp: whatsapp.requests.length - seen.whatsappRequests,
    sms: msg91.requests.length - seen.smsRequests,
  };
  refused.whatsapp -= whatsapp.sent.length - seen.whatsapp;
  refused.sms -= msg91.sent.length - seen.sms;
  if (refused.whatsapp > 0)
    console.log(`WhatsApp answered ${refused.whatsapp} send(s) with an error`);
  if (refused.sms > 0) console.log(`MSG91 answered ${refused.sms} send(s) with an error`);
  seen = {
    whatsapp: whatsapp.sent.length,
    whatsappRequests: whatsapp.requests.length,
    sms: msg91.sent.length,
    smsRequests: msg91.requests.length,
  };
}, POLL_MS);

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, argument] = line.trim().split(/\s+/);
  const phone = asMessagePhone(argument);
  if (command === 'stop' && phone) {
    void deliver(`STOP from ${shown(phone)}`, whatsapp.inboundTextWebhook(phone, 'STOP'));
  } else if (command === 'unreachable' && phone) {
    whatsapp.rejectAsUndeliverable(phone);
    console.log(`WhatsApp now answers 131026 for ${shown(phone)}`);
  } else if (command === 'fail' && /^\d+$/.test(argument ?? '')) {
    whatsapp.failNext(Number(argument));
    console.log(`The next ${argument} WhatsApp send(s) will be answered 500`);
  } else if (command) {
    console.log('Commands: stop <phone>, unreachable <phone>, fail <count>');
  }
});

const close = async () => {
  await Promise.all([whatsapp.close(), msg91.close()]);
  process.exit(0);
};
process.once('SIGINT', () => void close());
process.once('SIGTERM', () => void close());
