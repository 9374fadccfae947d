import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { OtherExpense } from "#domain/api/planner";
import { DomainError } from "#domain/errors";
import { MAX_OTHER_EXPENSES, type OtherExpenseValues } from "#domain/planner/other-expense-schema";
import type { DB, OtherMedicalExpenseTable } from "../../db/schema";

const toView = (row: OtherMedicalExpenseTable): OtherExpense => ({
  id: row.id,
  date: row.expense_date,
  description: row.description,
  amountCents: row.amount_cents,
  claimant: row.claimant,
});

/** The user's typed medical expenses, oldest first. */
export async function listOtherExpenses(db: Kysely<DB>, userId: string): Promise<{ expenses: OtherExpense[] }> {
  const rows = await db
    .selectFrom("other_medical_expenses")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("expense_date")
    .orderBy("created_at")
    .limit(MAX_OTHER_EXPENSES)
    .execute();
  return { expenses: rows.map(toView) };
}

/**
 * Adds one, unless the user already keeps the most allowed. The count and the insert run in one transaction; two
 * racing adds can pass the count together, which lets the list reach the bound plus one at worst, never grow on.
 */
export async function addOtherExpense(db: Kysely<DB>, userId: string, values: OtherExpenseValues, now: Date): Promise<OtherExpense> {
  return db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom("other_medical_expenses")
      .select((eb) => eb.fn.countAll<string | number>().as("count"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_OTHER_EXPENSES) throw new DomainError("OTHER_EXPENSES_FULL");
    const row: OtherMedicalExpenseTable = {
      id: randomUUID(),
      user_id: userId,
      expense_date: values.date,
      description: values.description,
      amount_cents: values.amountCents,
      claimant: values.claimant,
      created_at: now.toISOString(),
    };
    await trx.insertInto("other_medical_expenses").values(row).execute();
    return toView(row);
  });
}

/** Replaces one of the user's own; another user's id is answered as not found, like an unknown one. */
export async function updateOtherExpense(db: Kysely<DB>, userId: string, id: string, values: OtherExpenseValues): Promise<OtherExpense> {
  const result = await db
    .updateTable("other_medical_expenses")
    .set({ expense_date: values.date, description: values.description, amount_cents: values.amountCents, claimant: values.claimant })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new DomainError("OTHER_EXPENSE_NOT_FOUND");
  return { id, date: values.date, description: values.description, amountCents: values.amountCents, claimant: values.claimant };
}

export async function deleteOtherExpense(db: Kysely<DB>, userId: string, id: string): Promise<{ success: true }> {
  const result = await db.deleteFrom("other_medical_expenses").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new DomainError("OTHER_EXPENSE_NOT_FOUND");
  return { success: true };
}
