import { useState } from "react";
import { DEFAULT_CLAIM_DEFAULTS } from "#domain/tax/claim-defaults-schema";
import type { Claimant } from "#domain/tax/claimant";
import { parseShareInput } from "#domain/tax/share-input";
import { useClaimDefaults } from "../../settings/api/use-claim-defaults";

export interface ClaimFor {
  claimant: Claimant;
  shareText: string;
  /** Null while the share typed is not a whole percent from 1 to 100. */
  sharePct: number | null;
  shareError: string | undefined;
  setClaimant: (claimant: Claimant) => void;
  setShareText: (text: string) => void;
  /** What the confirm call carries. */
  body: { claimant?: Claimant; sharePct?: number };
}

/**
 * Whom this receipt's food is for and the share eaten by the person with celiac disease, starting from the user's
 * saved defaults. When those cannot be read the fields start at "Me, 100%", the server's own default. A field the
 * user has not touched is left out of the confirm call while the defaults still load, so the server applies them.
 */
export function useClaimFor(): ClaimFor {
  const defaults = useClaimDefaults();
  const [claimant, setClaimant] = useState<Claimant | null>(null);
  const [shareText, setShareText] = useState<string | null>(null);
  const base = defaults.data ?? DEFAULT_CLAIM_DEFAULTS;
  const loaded = !defaults.isPending;
  const share = parseShareInput(shareText ?? String(base.sharePct));
  const sharePct = share.ok ? share.sharePct : null;
  return {
    claimant: claimant ?? base.claimant,
    shareText: shareText ?? String(base.sharePct),
    sharePct,
    shareError: share.ok ? undefined : share.error,
    setClaimant,
    setShareText,
    body: {
      ...(loaded || claimant !== null ? { claimant: claimant ?? base.claimant } : {}),
      ...((loaded || shareText !== null) && sharePct !== null ? { sharePct } : {}),
    },
  };
}
