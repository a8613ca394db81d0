// Newsletter's public file: what other modules may use (the dashboard's recent sign-ups).

export { listSubscribers } from './subscribers.service.ts';
