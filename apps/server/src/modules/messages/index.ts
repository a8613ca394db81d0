// Messages beyond mail's public file: what other modules may use (issue [16]).

export { messageOptOuts } from './messages.tables.ts';
export { messagesForMail, type OrderMessagesDeps } from './order-messages.ts';
export { type OrderUpdates, orderUpdates } from './order-updates.ts';
export { logMessageChannels, messageProviders } from './providers/message-providers.ts';
export { Msg91Provider } from './providers/msg91.provider.ts';
export { WhatsAppCloudProvider } from './providers/whatsapp-cloud.provider.ts';
