import { SizeGuideContent } from '#features/content/components/size-guide-content.tsx';

export function Component() {
  return <SizeGuideContent />;
}
