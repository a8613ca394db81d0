import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { BLOG_ARTICLES } from '../blog/blog-articles.ts';
import { formatLongDate } from '../format-date.ts';
import { ContentPage } from './content-page.tsx';

const ARTWORK_SIZE_PX = 800;

export function BlogIndex() {
  return (
    <ContentPage
      title="The Skins journal"
      documentTitle="Blog"
      description="Guides from the Skins studio: applying a skin without bubbles, choosing a finish, caring for a laptop skin, and how skins affect heat and charging."
      eyebrow="Blog"
      lead="Guides and straight answers from the studio that cuts your skins."
      width="wide"
    >
      <ul className="grid gap-8 sm:grid-cols-2">
        {BLOG_ARTICLES.map((article, index) => (
          <li key={article.slug}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-neutral-200 transition-shadow hover:shadow-lg">
              <div className="aspect-[4/3] overflow-hidden bg-neutral-100">
                <img
                  src={article.imageUrl}
                  alt=""
                  width={ARTWORK_SIZE_PX}
                  height={ARTWORK_SIZE_PX}
                  loading={index < 2 ? 'eager' : 'lazy'}
                  decoding="async"
                  className="size-full object-cover transition duration-500 motion-safe:group-hover:scale-105"
                />
              </div>
              <div className="flex flex-1 flex-col p-6 sm:p-7">
                <p className="font-semibold text-accent text-xs tracking-[0.18em] uppercase">
                  {article.topic}
                </p>
                <h2 className="mt-3 font-semibold text-neutral-900 text-xl tracking-tight">
                  {/* The stretched link makes the whole card clickable with one tab stop. */}
                  <Link
                    to={paths.blogPost(article.slug)}
                    className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent focus-visible:after:outline-offset-2"
                  >
                    {article.title}
                  </Link>
                </h2>
                <p className="mt-3 flex-1 text-neutral-600 leading-7">{article.summary}</p>
                <p className="mt-5 text-neutral-500 text-sm">
                  <time dateTime={article.publishedOn}>{formatLongDate(article.publishedOn)}</time>
                  {' · '}
                  {article.readingMinutes} min read
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
