import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { ConfirmResult } from "#domain/api/receipts";
import type { ComparableKind } from "#domain/claims/comparable-price";
import { isWithinLineBound, type ClaimBlocker } from "#domain/claims/line-claim";
import { packagesOf } from "#domain/claims/regular-price";
import { UNCATEGORIZED } from "#domain/gluten-free/categories";
import { MAX_LINE_PRICE_CENTS } from "#domain/money";
import type { VirtualItem } from "#domain/receipts/receipt-schemas";
import type { ClaimDefaults } from "#domain/tax/claim-defaults-schema";
import { DomainError, type ErrorCode } from "#domain/errors";
import type { MessageKey } from "#domain/i18n/translator";
import type { DB, ReceiptTable } from "../../db/schema";
import { getClaimDefaults } from "../settings/claim-defaults";
import { findSavedDuplicate } from "./find-saved-duplicate";
import { itemClaim } from "./item-claim";
import { sourceWordsColumns } from "../../db/source-words-columns";
import type { ReceiptCatalog } from "./receipt-catalog";
import { findOwnReceipt } from "./receipt-view";
import { virtualItemRows } from "./virtual-item-rows";

const list = (names: string[]) => names.map((n) => `"${n}"`).join(", ");

// Each blocker's code, and its message naming the lines at fault so the user knows which to fix (said in the
// request's language).
const BLOCKED: Record<ClaimBlocker, { code: ErrorCode; key: MessageKey }> = {
  ineligible: { code: "LINE_NOT_ELIGIBLE", key: "error.blocked.ineligible" },
  confirm_gluten_free: { code: "LINE_UNCONFIRMED", key: "error.blocked.unconfirmed" },
  comparable_price: { code: "LINE_WITHOUT_COMPARABLE", key: "error.blocked.comparable" },
};

// What the report keeps: the catalog, whether one product the user picked or the app's median, is "catalog".
const SOURCE: Record<ComparableKind, "catalog" | "category" | "custom"> = {
  catalog: "catalog",
  product: "catalog",
  category: "category",
  custom: "custom",
};

/** A second copy of a saved receipt would claim the same food twice: it is saved only once the user says so. */
async function refuseDuplicate(db: Kysely<DB>, receipt: Selectable<ReceiptTable>) {
  const earlier = await findSavedDuplicate(db, receipt);
  if (!earlier) return;
  throw new DomainError("RECEIPT_POSSIBLE_DUPLICATE", {
    detail: {
      key: "error.duplicate.detail",
      values: { same: earlier.sameImage ? "photo" : "facts", savedOn: earlier.savedAt?.slice(0, 10) ?? "none" },
    },
  });
}

export interface ConfirmInput {
  userId: string;
  receiptId: string;
  virtualItems: VirtualItem[];
  purchaseDate?: string;
  claimant?: ClaimDefaults["claimant"];
  sharePct?: number;
  /** Saves even when a saved receipt looks the same (the user saw it and said so). */
  saveAnyway?: boolean;
  now: Date;
}

/**
 * Logs the selected items as claim lines, all or nothing. The status flip from "processed" to "confirmed" is the
 * guard: a double click, a retry or a second tab finds it flipped and gets the first call's count back. Every line
 * is checked here, whatever the client sent: eligible food, confirmed when unknown, and a comparable price.
 * The flip is also the transaction's first statement and takes the receipt's row lock that every line edit takes
 * first (update-receipt-item.ts): the lines are read after it, in the same transaction, so they hold every edit that
 * was acknowledged before, and an edit that comes after finds the receipt saved and is refused (409).
 */
export async function confirmReceipt(db: Kysely<DB>, catalog: ReceiptCatalog, input: ConfirmInput): Promise<ConfirmResult> {
  const receipt = await findOwnReceipt(db, input.userId, input.receiptId);
  const now = input.now.toISOString();
  // Never the upload day: a guessed date can move a purchase into another tax year.
  const purchaseDate = input.purchaseDate ?? receipt.purchase_date;
  if (receipt.status === "processed") {
    if (!purchaseDate) throw new DomainError("PURCHASE_DATE_MISSING");
    if (purchaseDate > now.slice(0, 10)) throw new DomainError("PURCHASE_DATE_IN_FUTURE");
    if (!input.saveAnyway) await refuseDuplicate(db, receipt);
  }
  const defaults = await getClaimDefaults(db, input.userId);
  const claimant = input.claimant ?? defaults.claimant;
  const sharePct = input.sharePct ?? defaults.sharePct;

  return db.transaction().execute(async (trx) => {
    const flipped = await trx
      .updateTable("receipts")
      .set({ status: "confirmed", confirmed_at: now, ...(input.purchaseDate ? { purchase_date: input.purchaseDate } : {}) })
      .where("id", "=", receipt.id)
      .where("status", "=", "processed")
      .executeTakeFirst();
    if (Number(flipped.numUpdatedRows) === 0) {
      const logged = await trx
        .selectFrom("line_items")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("receipt_id", "=", receipt.id)
        .executeTakeFirstOrThrow();
      return { logsCreated: Number(logged.n), alreadyConfirmed: true };
    }
    // Checked above for a receipt still being processed; repeated here for the type, and for a rollback.
    if (!purchaseDate) throw new DomainError("PURCHASE_DATE_MISSING");

    if (input.virtualItems.length > 0) {
      const last = await trx
        .selectFrom("receipt_items")
        .select((eb) => eb.fn.max("position").as("max"))
        .where("receipt_id", "=", receipt.id)
        .executeTakeFirst();
      const start = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
      await trx.insertInto("receipt_items").values(virtualItemRows(catalog, receipt.id, start, input.virtualItems)).execute();
    }

    const selected = await trx
      .selectFrom("receipt_items")
      .selectAll()
      .where("receipt_id", "=", receipt.id)
      .where("is_selected", "=", 1)
      .where("kind", "=", "item")
      .orderBy("position")
      .execute();
    if (selected.length === 0) throw new DomainError("NOTHING_SELECTED");

    const year = Number(purchaseDate.slice(0, 4));
    const claims = selected.map((item) => ({ item, claim: itemClaim(item, year) }));
    for (const blocker of Object.keys(BLOCKED) as ClaimBlocker[]) {
      const names = claims.filter((c) => c.claim.blocker === blocker).map((c) => c.item.name);
      if (names.length > 0) {
        const { code, key } = BLOCKED[blocker];
        throw new DomainError(code, { detail: { key, values: { names: list(names), count: names.length } } });
      }
    }
    const tooHigh = claims.filter(({ item, claim }) => !isWithinLineBound(item.price_cents - item.discount_cents, claim));
    if (tooHigh.length > 0) {
      throw new DomainError("COMPARABLE_TOO_HIGH", {
        detail: { key: "error.blocked.tooHigh", values: { names: list(tooHigh.map((c) => c.item.name)), max: MAX_LINE_PRICE_CENTS / 100 } },
      });
    }

    await trx
      .insertInto("line_items")
      .values(
        claims.map(({ item, claim }) => {
          // Checked above: every line left has a comparable and a difference.
          const regular = claim.regular!;
          const comparable = claim.comparable!;
          return {
            id: randomUUID(),
            user_id: input.userId,
            receipt_id: receipt.id,
            receipt_item_id: item.id,
            purchase_date: purchaseDate,
            store: receipt.store,
            product_name: item.name,
            gf_price_cents: item.price_cents - item.discount_cents,
            regular_price_cents: regular.cents,
            difference_cents: claim.differenceCents!,
            // In packs, so that the regular price is always per pack × quantity (a weighed line is one pack).
            quantity: packagesOf(item.quantity),
            category: item.category ?? UNCATEGORIZED,
            regular_product_id: comparable.productId,
            regular_product_name: comparable.productName,
            regular_source: SOURCE[comparable.kind],
            ...sourceWordsColumns(regular.detail),
            claimant,
            share_pct: sharePct,
            created_at: now,
            updated_at: now,
          };
        }),
      )
      .execute();
    return { logsCreated: selected.length, alreadyConfirmed: false };
  });
}
