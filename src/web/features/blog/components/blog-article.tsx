import { Link } from "react-router";
import { postHeadline, relatedExcerpt, type BlogPost } from "#domain/content/blog-post";
import { useI18n } from "../../../lib/i18n";
import { MarkdownContent } from "../../content/components/markdown-content";
import { FrenchSummary } from "./french-summary";
import { TagList } from "./tag-list";

// The articles are written in English only (decision 033): in French the page gives its French title and summary,
// then the English text marked as English so a screen reader reads it in an English voice.
export function BlogArticleView({ post, related }: { post: BlogPost; related: BlogPost[] }) {
  const { locale, t, format, href } = useI18n();
  const inEnglish = locale === "en-CA";
  const { title } = postHeadline(post, locale);
  return (
    <>
      <article>
        <header>
          <h1 className="text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 min-h-6 text-slate-500">
            {post.published_date && <time dateTime={post.published_date}>{format.longDate(post.published_date)}</time>}
          </p>
          <div className="mt-4">
            <TagList tags={post.tags} />
          </div>
        </header>
        {!inEnglish && <FrenchSummary post={post} />}
        <div lang="en-CA">
          {!inEnglish && (
            <h2 className="mt-10 text-2xl font-semibold tracking-tight text-balance text-slate-900">{post.title}</h2>
          )}
          <MarkdownContent markdown={post.content} linksInNewTab className="mt-6 text-lg" />
        </div>
      </article>

      {post.sources.length > 0 && (
        <section aria-labelledby="sources-heading" className="mt-12 rounded-2xl bg-slate-50 p-6">
          <h2 id="sources-heading" className="text-lg font-semibold text-slate-900">
            {t("site.blog.sources")}
          </h2>
          <ul lang="en-CA" className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            {post.sources.map((source) => {
              const label = `${source.name}${source.year ? ` (${source.year})` : ""}`;
              return (
                <li key={source.name} className="break-words">
                  {source.url ? (
                    <a
                      href={source.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-emerald-800 underline underline-offset-4 hover:text-emerald-900"
                    >
                      {label}
                    </a>
                  ) : (
                    label
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12 border-t border-slate-200 pt-10">
          <h2 id="related-heading" className="text-xl font-semibold text-slate-900">
            {t("site.blog.related")}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {related.map((other) => {
              const headline = postHeadline(other, locale);
              return (
                <li key={other.slug} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 className="font-semibold text-slate-900">
                    <Link to={href(`/blog/${other.slug}`)} className="hover:underline">
                      {headline.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm text-slate-600">{relatedExcerpt(headline.summary)}</p>
                </li>
              );
            })}
          </ul>
        </section>
      )}
    </>
  );
}
