import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { postHeadline } from "#domain/content/blog-post";
import { useBlogPost } from "../features/blog/api/use-blog";
import { BlogArticleView } from "../features/blog/components/blog-article";
import { ArticleSkeleton } from "../features/blog/components/skeletons";
import { StatusCard } from "../features/blog/components/status-card";
import { useMetaDescription } from "../lib/use-meta-description";
import { useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";

export default function BlogPostPage() {
  const { locale, t, href } = useI18n();
  const { slug } = useParams();
  const article = useBlogPost(slug);
  const post = article.data?.post;
  const headline = post ? postHeadline(post, locale) : null;

  // docs/product-spec.md §2: "{post title} | {product} Blog", else "Blog Post | {product}"; the summary, else a
  // default sentence.
  useDocumentTitle(headline ? t("site.blog.postTitle", { title: headline.title }) : t("site.blog.postFallbackTitle"));
  useMetaDescription(headline?.summary ?? t("site.blog.description"));

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={href("/blog")} className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("site.blog.back")}
      </Link>
      <div className="mt-8" aria-busy={article.isPending}>
        {article.isPending && <ArticleSkeleton />}
        {article.isError && <StatusCard tone="error">{t("site.blog.postLoadFailed")}</StatusCard>}
        {article.data && !post && <StatusCard tone="error">{t("site.blog.postNotFound")}</StatusCard>}
        {post && <BlogArticleView post={post} related={article.data?.related ?? []} />}
      </div>
    </div>
  );
}
