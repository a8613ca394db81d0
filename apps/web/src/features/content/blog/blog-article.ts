import type { ComponentType } from 'react';

export interface BlogArticle {
  slug: string;
  title: string;
  /** One or two sentences: the index card and the page's meta description. */
  summary: string;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
  readingMinutes: number;
  topic: string;
  /** Square product artwork shown with the article; decorative. */
  imageUrl: string;
  Body: ComponentType;
}
