import type { z } from "zod";
import { DomainError, type ErrorCode } from "#domain/errors";

/**
 * Parses a body, query or params with a domain schema; the first message leads, every field gets its own. `code` names
 * the refusal when the input is an address rather than something typed (an item index out of range).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, code: ErrorCode = "VALIDATION_FAILED"): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  throw new DomainError(code, { detail: result.error.issues[0]?.message, fields });
}
