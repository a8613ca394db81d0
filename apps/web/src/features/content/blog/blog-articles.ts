import { applyPhoneSkinWithoutBubbles } from './apply-phone-skin-without-bubbles.tsx';
import type { BlogArticle } from './blog-article.ts';
import { caringForYourLaptopSkin } from './caring-for-your-laptop-skin.tsx';
import { choosingAFinish } from './choosing-a-finish.tsx';
import { skinsHeatAndWirelessCharging } from './skins-heat-and-wireless-charging.tsx';

/** Every article, newest first. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  skinsHeatAndWirelessCharging,
  caringForYourLaptopSkin,
  choosingAFinish,
  applyPhoneSkinWithoutBubbles,
];

export function findBlogArticle(slug: string | undefined): BlogArticle | undefined {
  return BLOG_ARTICLES.find((article) => article.slug === slug);
}
