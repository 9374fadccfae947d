import type { BlogPost } from "#domain/content/blog-post";
import type { Locale } from "#domain/i18n/locales";

/** The title and summary a post is listed under in a language: its own English, or the French its front matter gives. */
export const postHeadline = (post: BlogPost, locale: Locale): { title: string; summary: string } =>
  locale === "fr-CA" ? post.french : { title: post.title, summary: post.summary };
