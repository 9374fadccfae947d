import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import {
  comparableChoiceSchema,
  confirmReceiptSchema,
  glutenFreeConfirmationSchema,
  packageSizeSchema,
  idParamsSchema,
  indexRegularPriceSchema,
  indexSelectionSchema,
  itemDetailsSchema,
  itemIdParamsSchema,
  itemIndexParamsSchema,
  processReceiptSchema,
  regularPriceSchema,
  selectionSchema,
} from "#domain/receipts/receipt-schemas";
import type { RequireUser } from "../auth/session-user";
import type { DB } from "../db/schema";
import { parseInput } from "../http/parse-input";
import { confirmReceipt } from "../services/receipts/confirm-receipt";
import { processReceipt, type ProcessReceiptDeps } from "../services/receipts/process-receipt";
import { buildReceiptView, findOwnReceipt } from "../services/receipts/receipt-view";
import {
  setItemComparable,
  setItemDetails,
  setItemGlutenFreeConfirmation,
  setItemPackageSize,
  setItemRegularPrice,
  setItemSelection,
} from "../services/receipts/update-receipt-item";

export interface ReceiptRoutesDeps extends ProcessReceiptDeps {
  db: Kysely<DB>;
  requireUser: RequireUser;
  bodyLimit: number;
  now?: () => Date;
}

export function receiptRoutes(deps: ReceiptRoutesDeps) {
  const { db, requireUser, catalog } = deps;
  const now = deps.now ?? (() => new Date());
  return async function (app: FastifyInstance) {
    app.post("/api/receipts", { bodyLimit: deps.bodyLimit }, async (request, reply) => {
      const user = await requireUser(request);
      const { photos } = parseInput(processReceiptSchema, request.body);
      const receipt = await processReceipt(deps, { userId: user.id, photos, now: now() });
      return reply.status(201).send(receipt);
    });

    app.get("/api/receipts/:id", async (request) => {
      const user = await requireUser(request);
      const { id } = parseInput(idParamsSchema, request.params);
      return buildReceiptView(db, await findOwnReceipt(db, user.id, id));
    });

    app.post("/api/receipts/:id/confirm", { bodyLimit: deps.bodyLimit }, async (request) => {
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
        now: now(),
      });
    });

    app.put("/api/receipt-items/:itemId/selection", async (request) => {
      const user = await requireUser(request);
      const { itemId } = parseInput(itemIdParamsSchema, request.params);
      const { isSelected } = parseInput(selectionSchema, request.body);
      return setItemSelection(db, user.id, { itemId }, isSelected);
    });

    app.put("/api/receipts/:receiptId/items/:index/selection", async (request) => {
      const user = await requireUser(request);
      const ref = parseInput(itemIndexParamsSchema, request.params);
      const { isSelected } = parseInput(indexSelectionSchema, request.body);
      return setItemSelection(db, user.id, ref, isSelected);
    });

    app.put("/api/receipt-items/:itemId/details", async (request) => {
      const user = await requireUser(request);
      const { itemId } = parseInput(itemIdParamsSchema, request.params);
      return setItemDetails(db, catalog, user.id, { itemId }, parseInput(itemDetailsSchema, request.body));
    });

    app.put("/api/receipt-items/:itemId/comparable", async (request) => {
      const user = await requireUser(request);
      const { itemId } = parseInput(itemIdParamsSchema, request.params);
      return setItemComparable(db, user.id, { itemId }, parseInput(comparableChoiceSchema, request.body));
    });

    app.put("/api/receipt-items/:itemId/gluten-free-confirmation", async (request) => {
      const user = await requireUser(request);
      const { itemId } = parseInput(itemIdParamsSchema, request.params);
      const { confirmed } = parseInput(glutenFreeConfirmationSchema, request.body);
      return setItemGlutenFreeConfirmation(db, user.id, { itemId }, confirmed);
    });

    app.put("/api/receipt-items/:itemId/package-size", async (request) => {
      const user = await requireUser(request);
      const { itemId } = parseInput(itemIdParamsSchema, request.params);
      const { size } = parseInput(packageSizeSchema, request.body);
      return setItemPackageSize(db, catalog, user.id, { itemId }, size);
    });

    app.put("/api/receipt-items/:itemId/regular-price", async (request) => {
      const user = await requireUser(request);
      const { itemId } = parseInput(itemIdParamsSchema, request.params);
      const { customRegularPrice } = parseInput(regularPriceSchema, request.body);
      return setItemRegularPrice(db, user.id, { itemId }, customRegularPrice);
    });

    app.put("/api/receipts/:receiptId/items/:index/regular-price", async (request) => {
      const user = await requireUser(request);
      const ref = parseInput(itemIndexParamsSchema, request.params);
      const { customRegularPrice } = parseInput(indexRegularPriceSchema, request.body);
      return setItemRegularPrice(db, user.id, ref, customRegularPrice);
    });
  };
}
