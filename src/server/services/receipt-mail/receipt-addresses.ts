import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import { RECEIPT_MAIL_LOCAL_PART, type ReceiptMailAddress } from "#domain/receipts/receipt-mail-address";
import type { DB } from "../../db/schema";

/** The domain mail is received for, or null when this server receives none (no listener configured). */
export type ReceiptMailDomain = string | null;

const BASE32 = "abcdefghijklmnopqrstuvwxyz234567";

/** 100 bits, lower case letters and digits: an address part every mail system keeps as it is. */
function newSecret(): string {
  return [...randomBytes(20)].map((byte) => BASE32[byte % 32]).join("");
}

const addressOf = (secret: string, domain: string) => `${RECEIPT_MAIL_LOCAL_PART}+${secret}@${domain}`;

export async function getReceiptAddress(db: Kysely<DB>, userId: string, domain: ReceiptMailDomain): Promise<ReceiptMailAddress> {
  if (!domain) return { available: false, address: null };
  const row = await db
    .selectFrom("receipt_mail_addresses")
    .select("secret")
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return { available: true, address: row ? addressOf(row.secret, domain) : null };
}

/** A new address; the one the user had stops receiving in the same transaction. */
export async function createReceiptAddress(db: Kysely<DB>, userId: string, domain: ReceiptMailDomain, now: Date): Promise<ReceiptMailAddress> {
  if (!domain) throw new DomainError("RECEIPT_MAIL_UNAVAILABLE");
  const secret = newSecret();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("receipt_mail_addresses").set({ revoked_at: now.toISOString() }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
    await trx.insertInto("receipt_mail_addresses").values({ secret, user_id: userId, created_at: now.toISOString(), revoked_at: null }).execute();
  });
  return { available: true, address: addressOf(secret, domain) };
}

export async function revokeReceiptAddress(db: Kysely<DB>, userId: string, domain: ReceiptMailDomain, now: Date): Promise<ReceiptMailAddress> {
  await db.updateTable("receipt_mail_addresses").set({ revoked_at: now.toISOString() }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
  return { available: domain !== null, address: null };
}

/**
 * Whose receipts an address receives: `receipts+<secret>@<domain>` with a secret in use, any letter case. Null for
 * anything else (another domain, a revoked or unknown secret), which the listener refuses at RCPT.
 */
export async function findAddressOwner(db: Kysely<DB>, address: string, domain: string): Promise<string | null> {
  const at = address.lastIndexOf("@");
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const local = address.slice(0, at).toLowerCase();
  const prefix = `${RECEIPT_MAIL_LOCAL_PART}+`;
  if (!local.startsWith(prefix)) return null;
  const secret = local.slice(prefix.length);
  if (!/^[a-z2-7]{20}$/.test(secret)) return null;
  const row = await db
    .selectFrom("receipt_mail_addresses")
    .select("user_id")
    .where("secret", "=", secret)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return row?.user_id ?? null;
}
