import { ContactContent } from '#features/content/components/contact-content.tsx';

export function Component() {
  return <ContactContent />;
}
