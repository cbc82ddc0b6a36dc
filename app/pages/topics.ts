/**
 * Resources by topic (decision 034): a topic is a tag key that published
 * articles carry, listed at /resources/topic/<key> and named by the label the
 * newest article with it gives that tag. Nothing is kept apart from the
 * articles' tags, so a topic comes and goes with the articles tagged with it.
 */
import { isSlug } from "~/lib/slugs";

export type Topic = { slug: string; label: string };

type TaggedArticle = { tags?: ReadonlyArray<{ label?: string | null; value?: string | null }> | null };

/**
 * The topics of these articles (newest first, as the query lists them), in
 * the alphabetical order of their names. A key that breaks the slug rule
 * makes no address, and a tag without words no link: neither is a topic.
 */
export function topicsOf(articles: readonly TaggedArticle[]): Topic[] {
  const topics = new Map<string, string>();
  for (const article of articles) {
    for (const tag of article.tags ?? []) {
      const label = tag.label?.trim();
      if (isSlug(tag.value) && label && !topics.has(tag.value)) topics.set(tag.value, label);
    }
  }
  return [...topics].map(([slug, label]) => ({ slug, label })).sort((a, b) => a.label.localeCompare(b.label, "en") || a.slug.localeCompare(b.slug, "en"));
}
