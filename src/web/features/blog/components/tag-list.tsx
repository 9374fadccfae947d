import { useI18n } from "../../../lib/i18n";

export function TagList({ tags }: { tags: string[] }) {
  const { t } = useI18n();
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("site.blog.tags")}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-900">
          {t("site.blog.tag", { tag: tag.replaceAll("-", "_") })}
        </li>
      ))}
    </ul>
  );
}
