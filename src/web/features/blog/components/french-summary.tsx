import { Languages } from "lucide-react";
import type { BlogPost } from "#domain/content/blog-post";
import { useI18n } from "../../../lib/i18n";

/** Above an English article on its French twin: that it is in English, and its summary in French. */
export function FrenchSummary({ post }: { post: BlogPost }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="summary-heading" className="mt-8 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 sm:p-6">
      <h2 id="summary-heading" className="text-lg font-semibold text-emerald-950">
        {t("site.blog.summaryHeading")}
      </h2>
      <p className="mt-2 flex items-start gap-2 text-sm font-medium text-emerald-900">
        <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t("site.blog.articleInEnglish")}
      </p>
      <p className="mt-3 leading-7 text-slate-800">{post.french.summary}</p>
    </section>
  );
}
