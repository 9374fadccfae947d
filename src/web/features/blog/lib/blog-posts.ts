import { parseBlogPost, sortPostsNewestFirst, type BlogPost } from "#domain/content/blog-post";

// docs/product-spec.md §3: the blog is a bundled static list, read from data/blog at build time (not its README.md).
const files = import.meta.glob<string>("../../../../../data/blog/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

export const BLOG_POSTS: BlogPost[] = sortPostsNewestFirst(
  Object.entries(files)
    .map(([path, raw]) => ({ name: path.split("/").pop() ?? path, raw }))
    .filter(({ name }) => name !== "README.md")
    .map(({ name, raw }) => parseBlogPost(raw, name)),
);
