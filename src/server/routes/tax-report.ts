import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type {
  LineItemDeleted,
  LineItemList,
  LineItemUpdated,
  OverlappingPrints,
  RecordedPrint,
} from "#domain/api/tax-report";
import { lineItemParamsSchema, lineItemUpdateSchema, reportQuerySchema } from "#domain/tax/tax-report-schemas";
import type { RequireUser } from "../auth/session-user";
import type { DB } from "../db/schema";
import type { PremiumAccess } from "../services/payments/premium-access";
import { parseInput } from "../http/parse-input";
import { buildClaimSummary, buildTaxReportDownload } from "../services/tax-report/build-claim-documents";
import { getClaimDefaults } from "../services/settings/claim-defaults";
import { buildTaxSummary } from "../services/tax-report/build-tax-summary";
import { listOverlappingPrints, recordClaimPrint } from "../services/tax-report/claim-prints";
import { listLineItems } from "../services/tax-report/list-line-items";
import { listReportYears } from "../services/tax-report/list-report-years";
import { deleteLineItem, updateLineItem } from "../services/tax-report/update-line-item";
import type { Clock } from "#domain/calendar/canadian-calendar";

export interface TaxReportRoutesDeps {
  db: Kysely<DB>;
  requireUser: RequireUser;
  access: PremiumAccess;
  now: Clock;
}

export function taxReportRoutes({ db, requireUser, access, now }: TaxReportRoutesDeps) {
  return async function (app: FastifyInstance) {
    app.get("/api/tax-report/years", async (request) => {
      const user = await requireUser(request);
      return listReportYears(db, user.id, now());
    });

    app.get("/api/tax-report/summary", async (request) => {
      const user = await requireUser(request);
      const query = parseInput(reportQuerySchema, request.query);
      return buildTaxSummary(db, user.id, query, await getClaimDefaults(db, user.id));
    });

    app.get("/api/tax-report/claim-summary", async (request) => {
      const user = await requireUser(request);
      return buildClaimSummary(db, user.id, parseInput(reportQuerySchema, request.query));
    });

    // docs/product-spec.md §1: CSV exports are Premium's.
    app.get("/api/tax-report/download", async (request, reply) => {
      const user = await requireUser(request);
      await access.requirePremiumFeature(user.id);
      const query = parseInput(reportQuerySchema, request.query);
      const csv = await buildTaxReportDownload(db, user.id, query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="gluten-free-tax-report-${query.year}.csv"`)
        .send(csv);
    });

    // The printable summary records each printing; the tax summary and print pages ask which earlier printed
    // periods overlap the one on screen.
    app.post("/api/tax-report/prints", async (request): Promise<RecordedPrint> => {
      const user = await requireUser(request);
      return { print: await recordClaimPrint(db, user.id, parseInput(reportQuerySchema, request.body), now()) };
    });

    app.get("/api/tax-report/prints", async (request): Promise<OverlappingPrints> => {
      const user = await requireUser(request);
      return { overlapping: await listOverlappingPrints(db, user.id, parseInput(reportQuerySchema, request.query)) };
    });

    app.get("/api/tax-report/gf-receipts", async (request): Promise<LineItemList> => {
      const user = await requireUser(request);
      // Every line unless a year is given: docs/product-spec.md §7 calls it without one.
      const { year } = (request.query ?? {}) as { year?: unknown };
      const query = year === undefined ? null : parseInput(reportQuerySchema, request.query);
      return { receipts: await listLineItems(db, user.id, query) };
    });

    app.put("/api/tax-report/line-items/:id", async (request): Promise<LineItemUpdated> => {
      const user = await requireUser(request);
      const { id } = parseInput(lineItemParamsSchema, request.params);
      const update = parseInput(lineItemUpdateSchema, request.body);
      return { success: true, item: await updateLineItem(db, user.id, id, update, now()) };
    });

    app.delete("/api/tax-report/line-items/:id", async (request): Promise<LineItemDeleted> => {
      const user = await requireUser(request);
      const { id } = parseInput(lineItemParamsSchema, request.params);
      await deleteLineItem(db, user.id, id);
      return { success: true };
    });
  };
}
