import type { FastifyBaseLogger } from 'fastify';
import type { MessagingConfig } from '../../../messaging-config.ts';
import type { MessageProviders } from '../../mail/index.ts';
import { Msg91Provider } from './msg91.provider.ts';
import { WhatsAppCloudProvider } from './whatsapp-cloud.provider.ts';

/** The providers the settings configure; a channel left unset is null (it sends nothing). */
export function messageProviders({ whatsapp, sms }: MessagingConfig): MessageProviders {
  return {
    whatsapp: whatsapp ? new WhatsAppCloudProvider(whatsapp) : null,
    sms: sms ? new Msg91Provider(sms) : null,
  };
}

/** Said once at start, so an owner sees which channels are on and what is missing. */
export function logMessageChannels(log: FastifyBaseLogger, { whatsapp, sms }: MessagingConfig) {
  if (!whatsapp) log.info('WhatsApp messages: off (WHATSAPP_* not set)');
  else if (!whatsapp.verifyToken) {
    log.warn(
      'WhatsApp messages: on; WHATSAPP_VERIFY_TOKEN not set, so Meta cannot subscribe the webhook that brings delivery statuses and STOP',
    );
  } else log.info('WhatsApp messages: on');
  if (!sms) log.info('SMS: off (SMS_PROVIDER not set)');
  else {
    const events = Object.keys(sms.templates);
    if (events.length === 0) log.warn('SMS: on (MSG91), but no SMS_TEMPLATE_* set: none is sent');
    else log.info(`SMS: on (MSG91) for ${events.join(', ')}`);
  }
}
