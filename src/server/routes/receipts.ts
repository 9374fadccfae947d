import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";
import {
  comparableChoiceSchema,
  confirmReceiptSchema,
  glutenFreeConfirmationSchema,
  packageSizeSchema,
  idParamsSchema,
  indexRegularPriceSchema,
  indexSelectionSchema,
  itemDetailsSchema,
  itemCategorySchema,
  itemIdParamsSchema,
  itemIndexParamsSchema,
  receiptFactsSchema,
  receiptListQuerySchema,
  regularPriceSchema,
  selectionSchema,
} from "#domain/receipts/receipt-schemas";
import type { ReceiptList } from "#domain/api/receipts";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import type { RequireUser } from "../auth/session-user";
import type { DB } from "../db/schema";
import { parseInput } from "../http/parse-input";
import type { ReceiptCatalog } from "../services/receipts/receipt-catalog";
import { confirmReceipt } from "../services/receipts/confirm-receipt";
import { discardReceipt } from "../services/receipts/discard-receipt";
import { addReceiptItem, deleteReceiptItem, setReceiptFacts } from "../services/receipts/edit-receipt";
import { listReceipts } from "../services/receipts/list-receipts";
import { buildReceiptView, findOwnReceipt } from "../services/receipts/receipt-view";
import {
  type ItemRef,
  setItemCategory,
  setItemComparable,
  setItemDetails,
  setItemGlutenFreeConfirmation,
  setItemPackageSize,
  setItemRegularPrice,
  setItemSelection,
} from "../services/receipts/update-receipt-item";
import type { Clock } from "#domain/calendar/canadian-calendar";
import type { ErrorCode } from "#domain/errors";

/** How a route names one line, and the code a malformed address of it answers. */
interface LineAddress {
  schema: z.ZodType<ItemRef>;
  refused: ErrorCode;
}
const BY_ID: LineAddress = { schema: itemIdParamsSchema, refused: "VALIDATION_FAILED" };
const BY_INDEX: LineAddress = { schema: itemIndexParamsSchema, refused: "ITEM_INDEX_INVALID" };

export interface ReceiptRoutesDeps {
  db: Kysely<DB>;
  catalog: ReceiptCatalog;
  requireUser: RequireUser;
  now: Clock;
}

export function receiptRoutes(deps: ReceiptRoutesDeps) {
  const { db, requireUser, catalog } = deps;
  const { now } = deps;
  return async function (app: FastifyInstance) {
    app.get("/api/receipts/:id", async (request): Promise<ReceiptView> => {
      const user = await requireUser(request);
      const { id } = parseInput(idParamsSchema, request.params);
      return buildReceiptView(db, await findOwnReceipt(db, user.id, id));
    });

    app.get("/api/receipts", async (request): Promise<ReceiptList> => {
      const user = await requireUser(request);
      return { receipts: await listReceipts(db, user.id, parseInput(receiptListQuerySchema, request.query)) };
    });

    app.delete("/api/receipts/:id", async (request) => {
      const user = await requireUser(request);
      const { id } = parseInput(idParamsSchema, request.params);
      return discardReceipt(db, user.id, id);
    });

    // Corrections of what was read (issue 23): each answers the whole receipt, since each may change every line.
    app.put("/api/receipts/:id/facts", async (request): Promise<ReceiptView> => {
      const user = await requireUser(request);
      const { id } = parseInput(idParamsSchema, request.params);
      return setReceiptFacts(db, user.id, id, parseInput(receiptFactsSchema, request.body), now());
    });

    app.post("/api/receipts/:id/items", async (request): Promise<ReceiptView> => {
      const user = await requireUser(request);
      const { id } = parseInput(idParamsSchema, request.params);
      // A missed line has what a line's details have: its name, price and quantity.
      return addReceiptItem(db, catalog, user.id, id, parseInput(itemDetailsSchema, request.body));
    });

    app.delete("/api/receipt-items/:itemId", async (request): Promise<ReceiptView> => {
      const user = await requireUser(request);
      const { itemId } = parseInput(itemIdParamsSchema, request.params);
      return deleteReceiptItem(db, user.id, itemId);
    });

    app.post("/api/receipts/:id/confirm", async (request) => {
      const user = await requireUser(request);
      const { id } = parseInput(idParamsSchema, request.params);
      const body = parseInput(confirmReceiptSchema, request.body);
      return confirmReceipt(db, catalog, {
        userId: user.id,
        receiptId: id,
        virtualItems: body.virtualItems ?? [],
        purchaseDate: body.purchaseDate,
        claimant: body.claimant,
        sharePct: body.sharePct,
        saveAnyway: body.saveAnyway,
        now: now(),
      });
    });

    /**
     * One line's change: the caller, then the line (by id, or by receipt and position), then the change itself. A
     * position out of range finds no line, as one past the receipt's last does (ITEM_INDEX_INVALID).
     */
    const putItem = <B extends z.ZodType>(
      url: string,
      line: LineAddress,
      bodySchema: B,
      change: (userId: string, ref: ItemRef, body: z.output<B>) => Promise<ReceiptItemView>,
    ) =>
      app.put(url, async (request) => {
        const user = await requireUser(request);
        const ref = parseInput(line.schema, request.params, line.refused);
        return change(user.id, ref, parseInput(bodySchema, request.body));
      });

    putItem("/api/receipt-items/:itemId/selection", BY_ID, selectionSchema, (userId, ref, body) =>
      setItemSelection(db, userId, ref, body.isSelected),
    );
    putItem("/api/receipts/:receiptId/items/:index/selection", BY_INDEX, indexSelectionSchema, (userId, ref, body) =>
      setItemSelection(db, userId, ref, body.isSelected),
    );
    putItem("/api/receipt-items/:itemId/details", BY_ID, itemDetailsSchema, (userId, ref, details) =>
      setItemDetails(db, catalog, userId, ref, details),
    );
    putItem("/api/receipt-items/:itemId/comparable", BY_ID, comparableChoiceSchema, (userId, ref, choice) =>
      setItemComparable(db, userId, ref, choice),
    );
    putItem("/api/receipt-items/:itemId/gluten-free-confirmation", BY_ID, glutenFreeConfirmationSchema, (userId, ref, body) =>
      setItemGlutenFreeConfirmation(db, userId, ref, body.confirmed),
    );
    putItem("/api/receipt-items/:itemId/package-size", BY_ID, packageSizeSchema, (userId, ref, body) =>
      setItemPackageSize(db, catalog, userId, ref, body.size),
    );
    putItem("/api/receipt-items/:itemId/category", BY_ID, itemCategorySchema, (userId, ref, body) =>
      setItemCategory(db, catalog, userId, ref, body.category),
    );
    putItem("/api/receipt-items/:itemId/regular-price", BY_ID, regularPriceSchema, (userId, ref, body) =>
      setItemRegularPrice(db, userId, ref, body.customRegularPrice),
    );
    putItem("/api/receipts/:receiptId/items/:index/regular-price", BY_INDEX, indexRegularPriceSchema, (userId, ref, body) =>
      setItemRegularPrice(db, userId, ref, body.customRegularPrice),
    );
  };
}
