import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { BLOG_TITLE, DEFAULT_BLOG_DESCRIPTION } from "#domain/content/blog-post";
import { useBlogPost } from "../features/blog/api/use-blog";
import { BlogArticleView } from "../features/blog/components/blog-article";
import { ArticleSkeleton } from "../features/blog/components/skeletons";
import { StatusCard } from "../features/blog/components/status-card";
import { useMetaDescription } from "../lib/use-meta-description";
import { useDocumentTitle } from "../lib/document-title";

export default function BlogPostPage() {
  const { slug } = useParams();
  const article = useBlogPost(slug);
  const post = article.data?.post;

  // docs/product-spec.md §2: "{post title} | {product} Blog", else "Blog Post | {product}"; the summary, else a
  // default sentence.
  useDocumentTitle(post ? `${post.title} | ${BLOG_TITLE}` : "Blog Post | CeliacClaim");
  useMetaDescription(post?.summary ?? DEFAULT_BLOG_DESCRIPTION);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to="/blog" className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Blog
      </Link>
      <div className="mt-8" aria-busy={article.isPending}>
        {article.isPending && <ArticleSkeleton />}
        {article.isError && <StatusCard tone="error">Unable to load blog post. Please try again later.</StatusCard>}
        {article.data && !post && <StatusCard tone="error">Blog post not found</StatusCard>}
        {post && <BlogArticleView post={post} related={article.data?.related ?? []} />}
      </div>
    </div>
  );
}
