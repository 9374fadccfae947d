import { Rss } from "lucide-react";
import { Button } from "../components/ui/button";
import { useBlogPosts } from "../features/blog/api/use-blog";
import { BlogCard } from "../features/blog/components/blog-card";
import { BlogCardSkeleton } from "../features/blog/components/skeletons";
import { StatusCard } from "../features/blog/components/status-card";
import { useMetaDescription } from "../lib/use-meta-description";
import { useDocumentTitle } from "../lib/document-title";
import { useI18n } from "../lib/i18n";
import { rssFeedPath } from "#domain/site/feed-paths";

export default function BlogPage() {
  const { locale, t } = useI18n();
  useDocumentTitle(t("site.blog.title"));
  useMetaDescription(t("site.blog.description"));
  const posts = useBlogPosts();

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">{t("site.blog.title")}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{t("site.blog.lead")}</p>
          {locale !== "en-CA" && <p className="mt-2 max-w-2xl text-slate-600">{t("site.blog.inEnglishNote")}</p>}
        </div>
        <a href={rssFeedPath(locale)} className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800 hover:underline">
          <Rss aria-hidden="true" className="size-4" />
          {t("site.blog.rss")}
        </a>
      </div>

      <div className="mt-10" aria-busy={posts.isPending}>
        {posts.isPending && (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only" role="status">
              {t("site.blog.loading")}
            </span>
            {Array.from({ length: 6 }, (_, i) => (
              <BlogCardSkeleton key={i} />
            ))}
          </div>
        )}
        {posts.isError && (
          <StatusCard tone="error">
            <p>{t("site.blog.loadFailed")}</p>
            <Button variant="outline" className="mt-4" onClick={() => window.location.reload()}>
              {t("site.blog.retry")}
            </Button>
          </StatusCard>
        )}
        {posts.data && posts.data.length === 0 && <StatusCard>{t("site.blog.none")}</StatusCard>}
        {posts.data && posts.data.length > 0 && (
          <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.data.map((post) => (
              <BlogCard key={post.slug} post={post} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
