import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { postHeadline, type BlogPost } from "#domain/content/blog-post";
import { useI18n } from "../../../lib/i18n";
import { TagList } from "./tag-list";

export function BlogCard({ post }: { post: BlogPost }) {
  const { locale, t, format, href } = useI18n();
  const { title, summary } = postHeadline(post, locale);
  const link = href(`/blog/${post.slug}`);
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {post.published_date && (
        <time dateTime={post.published_date} className="text-sm text-slate-500">
          {format.longDate(post.published_date)}
        </time>
      )}
      <h2 className="mt-2 text-xl font-semibold text-balance text-slate-900">
        <Link to={link} className="hover:underline">
          {title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 text-slate-600">{summary}</p>
      <div className="mt-4">
        <TagList tags={post.tags} />
      </div>
      <Link
        to={link}
        className="mt-5 inline-flex items-center gap-1 font-medium text-emerald-800 hover:underline"
        aria-label={t("site.blog.readLabel", { title })}
      >
        {t("site.blog.read")}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
