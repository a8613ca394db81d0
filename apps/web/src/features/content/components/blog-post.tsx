import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import type { BlogArticle } from '../blog/blog-article.ts';
import { BLOG_ARTICLES } from '../blog/blog-articles.ts';
import { formatLongDate } from '../format-date.ts';
import { ContentPage } from './content-page.tsx';
import { Prose } from './prose.tsx';

const ARTWORK_SIZE_PX = 800;

export function BlogPost({ article }: { article: BlogArticle }) {
  const { Body } = article;
  const others = BLOG_ARTICLES.filter((other) => other.slug !== article.slug).slice(0, 2);
  return (
    <ContentPage
      title={article.title}
      description={article.summary}
      eyebrow={article.topic}
      lead={article.summary}
      aside={
        <p className="mt-6 text-neutral-500 text-sm">
          <time dateTime={article.publishedOn}>{formatLongDate(article.publishedOn)}</time>
          {' · '}
          {article.readingMinutes} min read
        </p>
      }
    >
      <img
        src={article.imageUrl}
        alt=""
        width={ARTWORK_SIZE_PX}
        height={ARTWORK_SIZE_PX}
        fetchPriority="high"
        className="aspect-[3/2] w-full rounded-3xl bg-neutral-100 object-cover"
      />
      <Prose className="mt-10">
        <Body />
      </Prose>

      <nav aria-labelledby="more-articles" className="mt-16 border-neutral-200 border-t pt-10">
        <h2 id="more-articles" className="font-semibold text-lg text-neutral-900">
          Keep reading
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {others.map((other) => (
            <li key={other.slug}>
              <Link
                to={paths.blogPost(other.slug)}
                className="block h-full rounded-2xl bg-white p-5 ring-1 ring-neutral-200 transition-shadow hover:shadow-md"
              >
                <span className="font-semibold text-accent text-xs tracking-[0.18em] uppercase">
                  {other.topic}
                </span>
                <span className="mt-2 block font-semibold text-neutral-900">{other.title}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link
          to={paths.blog()}
          className="mt-6 inline-block font-medium text-accent text-sm underline-offset-4 hover:underline"
        >
          All articles
        </Link>
      </nav>
    </ContentPage>
  );
}
