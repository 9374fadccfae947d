import { categoryKey } from "#domain/gluten-free/category-keys";
import type { Translator } from "#domain/i18n/translator";

/** A stored category as the reader's language names it; one outside the catalog's is shown as it came. */
export function categoryName(name: string, { t }: Pick<Translator, "t">): string {
  const key = categoryKey(name);
  return key ? t(key) : name;
}
