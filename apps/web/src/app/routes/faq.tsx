import { FaqContent } from '#features/content/components/faq-content.tsx';

export function Component() {
  return <FaqContent />;
}
