import { AboutContent } from '#features/content/components/about-content.tsx';

export function Component() {
  return <AboutContent />;
}
