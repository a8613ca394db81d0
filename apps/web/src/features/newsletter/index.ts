// The newsletter's public file: what other features use. The rest of features/newsletter is its own.
export { DeferredNewsletterForm } from './components/deferred-newsletter-form.tsx';
export { NewsletterIsland } from './components/newsletter-form.tsx';
