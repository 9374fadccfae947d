import { useId, useState, type FormEvent } from "react";
import { isClaimant, type Claimant } from "#domain/tax/claimant";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { LineItem } from "../api/report-types";
import type { LineItemChanges } from "../api/use-update-line-item";
import { ClaimantOptions } from "../../settings/components/claimant-options";

interface EditShareDialogProps {
  item: LineItem | null;
  saving: boolean;
  onSave: (changes: LineItemChanges) => Promise<unknown>;
  onClose: () => void;
}

/** Who a line is claimed for and the share of it the person with celiac disease eats (DOMAIN.md, shared food). */
export function EditShareDialog({ item, saving, onSave, onClose }: EditShareDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent>
          <ShareForm key={item.id} item={item} saving={saving} onSave={onSave} onClose={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function ShareForm({ item, saving, onSave, onClose }: EditShareDialogProps & { item: LineItem }) {
  const [share, setShare] = useState(String(item.sharePct));
  const [claimant, setClaimant] = useState<Claimant>(isClaimant(item.claimant) ? item.claimant : "self");
  const [error, setError] = useState<string | null>(null);
  const shareId = useId();
  const claimantId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pct = Number(share);
    if (!/^\d+$/.test(share.trim()) || pct < 1 || pct > 100) {
      setError("The share must be a whole percent from 1 to 100");
      return;
    }
    try {
      await onSave({ share_pct: pct, claimant });
      onClose();
    } catch {
      // "Update failed" is already on screen; keep the form for another try.
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="space-y-1 pr-8">
        <DialogTitle>Edit Claim Share</DialogTitle>
        <DialogDescription>
          {item.customProductName}. If others eat this product too, claim only the share eaten by the person with
          celiac disease.
        </DialogDescription>
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={shareId}>Share claimed (%)</Label>
        <Input
          id={shareId}
          autoFocus
          inputMode="numeric"
          value={share}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${shareId}-error` : undefined}
          onChange={(event) => {
            setError(null);
            setShare(event.target.value.replace(/[^\d]/g, "").slice(0, 3));
          }}
        />
        {error && (
          <p id={`${shareId}-error`} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <div className="space-y-1.5">
        <Label htmlFor={claimantId}>Claimed for</Label>
        <select
          id={claimantId}
          value={claimant}
          onChange={(event) => setClaimant(event.target.value as Claimant)}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none"
        >
          <ClaimantOptions />
        </select>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" pending={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
