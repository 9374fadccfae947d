import { z } from "zod";
import type { Locale } from "../i18n/locales";
import { parseFrontMatter } from "./front-matter";

export const BLOG_LIST_LIMIT = 10;
export const RELATED_POSTS_LIMIT = 3;
export const RELATED_EXCERPT_LENGTH = 120;

const sourceSchema = z.object({
  name: z.string().min(1),
  url: z.url({ protocol: /^https?$/ }).optional(),
  year: z.number().int().optional(),
});

const frontMatterSchema = z.object({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  summary: z.string().min(1),
  // The article stays in English; its French twin shows this title and summary above it (decision 033).
  title_fr: z.string().min(1),
  summary_fr: z.string().min(1),
  tags: z.array(z.string().min(1)).default([]),
  // YAML 1.2 reads 2025-10-06 as a string; a quoted or missing date is allowed too.
  published_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  sources: z.array(sourceSchema).default([]),
});

export type BlogSource = z.infer<typeof sourceSchema>;

/** docs/product-spec.md §3's blog post, bundled rather than fetched. */
export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  summary: string;
  /** The French title and summary the French twin shows above the English article. */
  french: { title: string; summary: string };
  content: string;
  tags: string[];
  published_date: string | null;
  published: boolean;
  created: string | null;
  updated: string | null;
  sources: BlogSource[];
}

/** Reads one `data/blog/*.md` file; a bad front matter throws with the file name so the build fails loudly. */
export function parseBlogPost(raw: string, fileName: string): BlogPost {
  const { data, body } = parseFrontMatter(raw);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`${fileName}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
  const meta = parsed.data;
  const date = meta.published_date ?? null;
  return {
    id: meta.slug,
    title: meta.title,
    slug: meta.slug,
    summary: meta.summary,
    french: { title: meta.title_fr, summary: meta.summary_fr },
    content: body.trim(),
    tags: meta.tags,
    published_date: date,
    published: true,
    created: date,
    updated: date,
    sources: meta.sources,
  };
}

/** The title and summary a post is listed under in a language: its own English, or the French its front matter gives. */
export const postHeadline = (post: BlogPost, locale: Locale): { title: string; summary: string } =>
  locale === "fr-CA" ? post.french : { title: post.title, summary: post.summary };

/** Newest first; undated posts last. */
export function sortPostsNewestFirst(posts: BlogPost[]): BlogPost[] {
  return [...posts].sort((a, b) => (b.published_date ?? "").localeCompare(a.published_date ?? ""));
}

/** Up to 3 other posts sharing a tag: most shared tags first, then newest. */
export function relatedPosts(post: BlogPost, all: BlogPost[], limit = RELATED_POSTS_LIMIT): BlogPost[] {
  const shared = (other: BlogPost) => other.tags.filter((t) => post.tags.includes(t)).length;
  return sortPostsNewestFirst(all.filter((other) => other.slug !== post.slug && shared(other) > 0))
    .sort((a, b) => shared(b) - shared(a))
    .slice(0, limit);
}

/** docs/product-spec.md §2: the first 120 characters of the summary followed by an ellipsis. */
export function relatedExcerpt(summary: string): string {
  return `${summary.slice(0, RELATED_EXCERPT_LENGTH).trimEnd()}...`;
}
