import { TriangleAlert } from "lucide-react";
import type { ReceiptItemView } from "#domain/receipts/receipt-view-types";
import { useI18n } from "../../../lib/i18n";
import { NEEDS_TEXT } from "../lib/line-text";
import type { EditItem } from "../api/use-receipt-items";
import type { LineChooser } from "../hooks/use-line-chooser";
import { ComparableChooser } from "./comparable-chooser";
import { ComparableSummary } from "./comparable-summary";
import { GlutenFreeConfirmation } from "./gluten-free-confirmation";
import { PackageSizeField } from "./package-size-field";

interface LineClaimPanelProps {
  item: ReceiptItemView;
  chooser: LineChooser;
  disabled: boolean;
  onEdit: EditItem;
}

/**
 * What a claimable line stands on, in the order the server checks it: the user's word that an unknown product is
 * gluten-free, the package size, then the comparable regular price with its source.
 */
export function LineClaimPanel({ item, chooser, disabled, onEdit }: LineClaimPanelProps) {
  const { t } = useI18n();
  if (!chooser.showPanel) return null;
  const vouched = item.eligibility === "substitute" || item.gfConfirmed;
  const needs = item.isSelected ? item.needs : null;
  return (
    <div className="space-y-3 text-sm">
      {needs && (
        <p className="flex items-center gap-1.5 font-semibold text-amber-800">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t(NEEDS_TEXT[needs])}
        </p>
      )}
      {item.eligibility === "unknown" && <GlutenFreeConfirmation item={item} disabled={disabled} onEdit={onEdit} />}
      {vouched && (
        <>
          <PackageSizeField item={item} disabled={disabled} onEdit={onEdit} />
          <ComparableSummary
            item={item}
            choosing={chooser.choosing}
            disabled={disabled}
            onToggleChoosing={chooser.choosing ? chooser.close : chooser.open}
          />
          {chooser.choosing && (
            <ComparableChooser item={item} disabled={disabled} onEdit={onEdit} autoFocus={chooser.askedByUser} onChosen={chooser.close} />
          )}
        </>
      )}
    </div>
  );
}
