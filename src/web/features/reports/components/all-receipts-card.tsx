import { useState } from "react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { LineItemView } from "#domain/api/tax-report";
import { useDeleteLineItem } from "../api/use-delete-line-item";
import { useUpdateLineItem, type LineItemChanges } from "../api/use-update-line-item";
import { useFocusReturn } from "../hooks/use-focus-return";
import { linesShown } from "../lib/lines-shown";
import { DESKTOP_QUERY, useMediaQuery } from "../hooks/use-media-query";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useI18n } from "../../../lib/i18n";
import { EditFieldDialog } from "./edit-field-dialog";
import { EditCategoryDialog } from "./edit-category-dialog";
import { EditShareDialog } from "./edit-share-dialog";
import type { EditTarget } from "./editable-fields";
import { LineItemCards } from "./line-item-cards";
import { LineItemsTable, type LineItemActions } from "./line-items-table";

interface AllReceiptsCardProps {
  items: LineItemView[];
  year: number;
  /** Shows another tax year's lines: where a line went when its new date is in that year. */
  onShowYear: (year: number) => void;
}

/** docs/product-spec.md §2 "All Receipts for {year}": one editor open at a time, deletes confirmed first. */
export function AllReceiptsCard({ items, year, onShowYear }: AllReceiptsCardProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [sharing, setSharing] = useState<LineItemView | null>(null);
  const [filing, setFiling] = useState<LineItemView | null>(null);
  const [deleting, setDeleting] = useState<LineItemView | null>(null);
  const update = useUpdateLineItem();
  const remove = useDeleteLineItem();
  const focus = useFocusReturn();
  const [moved, setMoved] = useState<{ name: string; year: number } | null>(null);

  const actions: LineItemActions = {
    onEdit: (item, field) => {
      focus.returnTo(`${item.id}:${field}`);
      setEditing({ item, field });
    },
    onEditShare: (item) => {
      focus.returnTo(`${item.id}:share`);
      setSharing(item);
    },
    onEditCategory: (item) => {
      focus.returnTo(`${item.id}:category`);
      setFiling(item);
    },
    onDelete: (item) => {
      focus.returnTo(`${item.id}:delete`);
      setDeleting(item);
    },
  };
  /**
   * Once a line is deleted, focus goes to its neighbour (the next line, else the one before): to its Delete in the
   * table, and to its name on a phone, where focusing Delete would slide the row open.
   */
  const neighbourKey = (item: LineItemView) => {
    const at = items.findIndex((i) => i.id === item.id);
    const neighbour = items[at + 1] ?? items[at - 1];
    return neighbour ? `${neighbour.id}:${isDesktop ? "delete" : "product"}` : null;
  };
  const save = (id: string) => async (changes: LineItemChanges) => {
    const { item } = await update.mutateAsync({ id, changes });
    const to = Number(item.purchaseDate.slice(0, 4));
    // The line leaves this year's list: the page says which year it is in now, and goes there on request.
    setMoved(to === year ? null : { name: item.customProductName, year: to });
  };

  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{t("reports.all.title", { year })}</CardTitle>
        {items.length > 0 && <CardDescription>{t("reports.all.lead")}</CardDescription>}
      </CardHeader>
      <CardContent className="space-y-4 px-4 sm:px-6">
        {moved && moved.year !== year && (
          <Alert title={t("reports.moved.title", { year: moved.year })}>
            <p>
              {t("reports.moved.text", { name: moved.name, year: moved.year })}
            </p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => onShowYear(moved.year)}>
              {t("reports.moved.show", { year: moved.year })}
            </Button>
          </Alert>
        )}
        {items.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{t("reports.all.none", { year })}</p>
        ) : isDesktop ? (
          <LineItemsTable items={items} year={year} actions={actions} />
        ) : (
          <LineItemCards items={items} year={year} actions={actions} />
        )}
        {items.length > 0 && (
          <p className="text-sm text-slate-600">{linesShown(items, year, i18n)}</p>
        )}
      </CardContent>

      <EditFieldDialog
        target={editing}
        saving={update.isPending}
        onSave={save(editing?.item.id ?? "")}
        onClose={() => {
          setEditing(null);
          focus.restore();
        }}
      />
      <EditShareDialog
        item={sharing}
        saving={update.isPending}
        onSave={save(sharing?.id ?? "")}
        onClose={() => {
          setSharing(null);
          focus.restore();
        }}
      />
      <EditCategoryDialog
        item={filing}
        saving={update.isPending}
        onSave={save(filing?.id ?? "")}
        onClose={() => {
          setFiling(null);
          focus.restore();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t("reports.delete.title")}
        description={t("reports.delete.text", { product: deleting?.customProductName ?? "" })}
        cancelLabel={t("common.cancel")}
        confirmLabel={t("reports.delete.confirm")}
        pending={remove.isPending}
        onCancel={() => {
          setDeleting(null);
          focus.restore();
        }}
        onConfirm={() => {
          if (!deleting) return;
          const item = deleting;
          remove.mutate(item, {
            onSuccess: () => focus.returnTo(neighbourKey(item)),
            onSettled: () => {
              setDeleting(null);
              focus.restore();
            },
          });
        }}
      />
    </Card>
  );
}
