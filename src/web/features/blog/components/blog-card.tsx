import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { formatPublishedDate, type BlogPost } from "#domain/content/blog-post";
import { TagList } from "./tag-list";

export function BlogCard({ post }: { post: BlogPost }) {
  const date = formatPublishedDate(post.published_date);
  return (
    <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      {date && (
        <time dateTime={post.published_date ?? undefined} className="text-sm text-slate-500">
          {date}
        </time>
      )}
      <h2 className="mt-2 text-xl font-semibold text-balance text-slate-900">
        <Link to={`/blog/${post.slug}`} className="hover:underline">
          {post.title}
        </Link>
      </h2>
      <p className="mt-3 flex-1 text-slate-600">{post.summary}</p>
      <div className="mt-4">
        <TagList tags={post.tags} />
      </div>
      <Link
        to={`/blog/${post.slug}`}
        className="mt-5 inline-flex items-center gap-1 font-medium text-emerald-800 hover:underline"
        aria-label={`Read Article: ${post.title}`}
      >
        Read Article
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
