import { useParams } from 'react-router';
import { findBlogArticle } from '#features/content/blog/blog-articles.ts';
import { BlogPost } from '#features/content/components/blog-post.tsx';
import { NotFoundPage } from './not-found.tsx';

export function Component() {
  const article = findBlogArticle(useParams().slug);
  return article ? <BlogPost article={article} /> : <NotFoundPage />;
}
