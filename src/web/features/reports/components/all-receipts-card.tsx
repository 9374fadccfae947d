import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import type { LineItemView } from "#domain/api/tax-report";
import { useDeleteLineItem } from "../api/use-delete-line-item";
import { useUpdateLineItem, type LineItemChanges } from "../api/use-update-line-item";
import { useFocusReturn } from "../hooks/use-focus-return";
import { linesShown } from "../lib/lines-shown";
import { DESKTOP_QUERY, useMediaQuery } from "../hooks/use-media-query";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { EditFieldDialog } from "./edit-field-dialog";
import { EditShareDialog } from "./edit-share-dialog";
import type { EditTarget } from "./editable-fields";
import { LineItemCards } from "./line-item-cards";
import { LineItemsTable, type LineItemActions } from "./line-items-table";

/** docs/product-spec.md §2 "All Receipts for {year}": one editor open at a time, deletes confirmed first. */
export function AllReceiptsCard({ items, year }: { items: LineItemView[]; year: number }) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [sharing, setSharing] = useState<LineItemView | null>(null);
  const [deleting, setDeleting] = useState<LineItemView | null>(null);
  const update = useUpdateLineItem();
  const remove = useDeleteLineItem();
  const focus = useFocusReturn();

  const actions: LineItemActions = {
    onEdit: (item, field) => {
      focus.returnTo(`${item.id}:${field}`);
      setEditing({ item, field });
    },
    onEditShare: (item) => {
      focus.returnTo(`${item.id}:share`);
      setSharing(item);
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
  const save = (id: string) => (changes: LineItemChanges) => update.mutateAsync({ id, changes });

  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>All Receipts for {year}</CardTitle>
        {items.length > 0 && <CardDescription>Click a store, product, quantity or price to correct it.</CardDescription>}
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {items.length === 0 ? (
          <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">No receipts found for {year}.</p>
        ) : isDesktop ? (
          <LineItemsTable items={items} year={year} actions={actions} />
        ) : (
          <LineItemCards items={items} year={year} actions={actions} />
        )}
        {items.length > 0 && (
          <p className="mt-4 text-sm text-slate-600">{linesShown(items, year)}</p>
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
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Deletion"
        description={`This will permanently delete the line "${deleting?.customProductName ?? ""}" from your records; its receipt's other lines stay. This action cannot be undone.`}
        cancelLabel="Cancel"
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => {
          setDeleting(null);
          focus.restore();
        }}
        onConfirm={() => {
          if (!deleting) return;
          const item = deleting;
          remove.mutate(item.id, {
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
