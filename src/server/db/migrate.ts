import { Migrator, type Migration, type MigrationProvider } from "kysely/migration";
import type { Database } from "./open-database";
import { authTables } from "./migrations/001-auth-tables";
import { productsTable } from "./migrations/002-products";
import { receiptsTables } from "./migrations/003-receipts";
import { chatQuestionsTable } from "./migrations/004-chat-questions";
import { receiptItemPhotoAndDiscount } from "./migrations/005-receipt-item-photo-and-discount";
import { claimSourcesAndDefaults } from "./migrations/006-claim-sources-and-defaults";
import { dropReceiptItemSize } from "./migrations/007-drop-receipt-item-size";
import { receiptQuotaSlots } from "./migrations/008-receipt-quota-slots";
import { subscriptionsTables } from "./migrations/009-subscriptions";
import { claimDocumentsTable } from "./migrations/010-claim-documents";
import { claimDefaultsNetIncome } from "./migrations/011-claim-defaults-net-income";
import { claimantName } from "./migrations/012-claimant-name";
import { provinceAndOtherExpenses } from "./migrations/013-province-and-other-expenses";
import { userLocale } from "./migrations/015-user-locale";
import { eReceipts } from "./migrations/016-e-receipts";
import { limitCounters } from "./migrations/017-limit-counters";
import { receiptWorkers } from "./migrations/018-receipt-workers";
import { regularSourceWords } from "./migrations/019-regular-source-words";

// Migrations live in code (not a folder scan) so the bundled server carries them and the order is explicit.
function migrationsFor(database: Database): Record<string, Migration> {
  return {
    "001-auth-tables": authTables(database.dialect),
    "002-products": productsTable,
    "003-receipts": receiptsTables,
    "004-chat-questions": chatQuestionsTable,
    "005-receipt-item-photo-and-discount": receiptItemPhotoAndDiscount,
    "006-claim-sources-and-defaults": claimSourcesAndDefaults,
    "007-drop-receipt-item-size": dropReceiptItemSize,
    "008-receipt-quota-slots": receiptQuotaSlots,
    "009-subscriptions": subscriptionsTables,
    "010-claim-documents": claimDocumentsTable,
    "011-claim-defaults-net-income": claimDefaultsNetIncome,
    "012-claimant-name": claimantName,
    "013-province-and-other-expenses": provinceAndOtherExpenses,
    "015-user-locale": userLocale,
    "016-e-receipts": eReceipts,
    "017-limit-counters": limitCounters,
    "018-receipt-workers": receiptWorkers,
    "019-regular-source-words": regularSourceWords,
  };
}

export async function migrateToLatest(database: Database): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(database) };
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}
