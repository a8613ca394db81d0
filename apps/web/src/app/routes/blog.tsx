import { BlogIndex } from '#features/content/components/blog-index.tsx';

export function Component() {
  return <BlogIndex />;
}
