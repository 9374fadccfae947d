import { sql, type Kysely } from "kysely";
import { DomainError } from "#domain/errors";
import type { DB } from "../../db/schema";
import type { PaymentGateway } from "../../integrations/payments/payment-gateway";
import { saveSubscription, subscriptionsOf } from "../payments/subscription-records";
import { readDeletionLink, spendDeletionLink } from "./deletion-links";
import { USER_DATA_TABLES, type DataOwner } from "./user-data-tables";

export interface DeleteAccountDeps {
  db: Kysely<DB>;
  /** null where nothing is sold: there is no Stripe to tell. */
  gateway: PaymentGateway | null;
}

const ENDED = new Set(["canceled", "incomplete_expired"]);

/** Stripe first: a failure there leaves the account whole and the link unspent, so the user can simply try again. */
async function closeAtStripe({ db, gateway }: DeleteAccountDeps, userId: string, now: Date) {
  if (!gateway) return;
  for (const subscription of await subscriptionsOf(db, userId)) {
    if (!ENDED.has(subscription.status)) await saveSubscription(db, await gateway.cancelNow(subscription.id), now);
  }
  const customers = await db.selectFrom("stripe_customers").select("customer_id").where("user_id", "=", userId).execute();
  for (const { customer_id } of customers) await gateway.deleteCustomer(customer_id);
}

/** Every row of the owner, from every table, in one transaction; the link is spent in it too. */
async function removeEveryRow(db: Kysely<DB>, owner: DataOwner, token: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await spendDeletionLink(trx, token, now))) return false;
    for (const { table, rowsOf } of [...USER_DATA_TABLES].reverse()) {
      await sql`delete from ${sql.table(table)} where ${rowsOf(owner)}`.execute(trx);
    }
    return true;
  });
}

/**
 * Deletes the account a confirmed deletion link names. Answers the address to send the final mail to, or null when
 * the link was already used (a double submit): the account is gone either way, and that is the answer.
 */
export async function deleteAccount(deps: DeleteAccountDeps, token: string, now: Date): Promise<{ email: string | null }> {
  const link = await readDeletionLink(deps.db, token, now);
  if (link.state === "used") return { email: null };
  if (link.state === "invalid") throw new DomainError("DELETION_LINK_INVALID");
  const owner = await deps.db.selectFrom("user").select(["id", "email"]).where("id", "=", link.userId).executeTakeFirst();
  if (!owner) throw new DomainError("DELETION_LINK_INVALID");
  await closeAtStripe(deps, owner.id, now);
  return { email: (await removeEveryRow(deps.db, owner, token, now)) ? owner.email : null };
}
