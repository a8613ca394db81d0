// Subscribers' public file: what other modules may use (the admin's side of the newsletter).

export { listSubscribers } from './subscribers.service.ts';
