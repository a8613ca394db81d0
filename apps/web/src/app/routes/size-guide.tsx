import { useCategories } from '#features/catalog/api/get-categories.ts';
import { SizeGuideContent } from '#features/content/components/size-guide-content.tsx';

export function Component() {
  // The server's render fetched them (entry-server.tsx): the database's names and slugs.
  return <SizeGuideContent categories={useCategories().data} />;
}
