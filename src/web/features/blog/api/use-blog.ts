import { useQuery } from "@tanstack/react-query";
import { BLOG_LIST_LIMIT, relatedPosts, type BlogPost } from "#domain/content/blog-post";

// docs/product-spec.md §7: blog data is local; the list waits 500 ms and an article 700 ms, as if fetched.
const LIST_DELAY_MS = 500;
const ARTICLE_DELAY_MS = 700;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The posts live in their own chunk, so a failed chunk load is this page's "error" state. */
const loadPosts = async () => (await import("../lib/blog-posts")).BLOG_POSTS;

/** docs/product-spec.md §3's list wrapper. */
export interface BlogList {
  items: BlogPost[];
  totalItems: number;
  totalPages: number;
  page: number;
  perPage: number;
}

export function useBlogPosts() {
  return useQuery({
    queryKey: ["blog", "list"],
    queryFn: async (): Promise<BlogList> => {
      const [posts] = await Promise.all([loadPosts(), wait(LIST_DELAY_MS)]);
      return { items: posts, totalItems: posts.length, totalPages: 1, page: 1, perPage: 30 };
    },
    select: (list) => list.items.slice(0, BLOG_LIST_LIMIT),
    retry: false,
  });
}

export interface BlogArticle {
  post: BlogPost | null;
  related: BlogPost[];
}

export function useBlogPost(slug: string | undefined) {
  return useQuery({
    queryKey: ["blog", "post", slug ?? ""],
    queryFn: async (): Promise<BlogArticle> => {
      const [posts] = await Promise.all([loadPosts(), wait(ARTICLE_DELAY_MS)]);
      const post = posts.find((p) => p.slug === slug) ?? null;
      return { post, related: post ? relatedPosts(post, posts) : [] };
    },
    retry: false,
  });
}
