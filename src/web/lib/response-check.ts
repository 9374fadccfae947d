import type { z } from "zod";
import { API_CONTRACT, type ContractRoute } from "#domain/api/contract";
import { ResponseContractError } from "./api-error";

/**
 * The answer check of development and tests (decision 019): `#web-response-check` resolves here under the
 * `development` condition (the Vite dev server, Vitest) and to `response-check-off.ts` in a production build, so the
 * schemas, and zod with them, never reach the production bundle. Throws on an answer its endpoint's schema refuses,
 * naming the request and the first thing wrong.
 */
export function checkAgainstContract(contract: ContractRoute, request: string, body: unknown): void {
  const schema: z.ZodType = API_CONTRACT[contract];
  const result = schema.safeParse(body);
  if (result.success) return;
  const [issue] = result.error.issues;
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
  throw new ResponseContractError(`${request} answered outside its contract${where}: ${issue?.message ?? "invalid"}`);
}
