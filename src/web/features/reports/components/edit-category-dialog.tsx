import { useState } from "react";
import type { Category } from "#domain/gluten-free/categories";
import type { LineItemView } from "#domain/api/tax-report";
import { useI18n } from "../../../lib/i18n";
import { CategorySelect, isCategory } from "../../receipts/components/category-select";
import { LineEditDialog, LineEditForm, type LineEditActions } from "./line-edit-dialog";

/** Where a saved line is filed in the reports' categories; its saved prices stay (decision 023). */
export function EditCategoryDialog({ item, ...actions }: LineEditActions & { item: LineItemView | null }) {
  return (
    <LineEditDialog open={item !== null} onClose={actions.onClose}>
      {item && <CategoryForm key={item.id} item={item} {...actions} />}
    </LineEditDialog>
  );
}

function CategoryForm({ item, ...actions }: LineEditActions & { item: LineItemView }) {
  const { t } = useI18n();
  const [category, setCategory] = useState<Category | null>(isCategory(item.category) ? item.category : null);
  return (
    <LineEditForm
      title={t("lineEdit.title", { field: "category" })}
      description={t("lineEdit.category.description", { product: item.customProductName })}
      changes={() => (category === null ? null : { category })}
      {...actions}
    >
      <CategorySelect value={category} onChange={setCategory} />
    </LineEditForm>
  );
}
