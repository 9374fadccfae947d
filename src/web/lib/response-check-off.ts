import type { ContractRoute } from "#domain/api/contract";

/** What `#web-response-check` is in a production build: no check, so no schema ships (see response-check.ts). */
export function checkAgainstContract(_contract: ContractRoute, _request: string, _body: unknown): void {}
