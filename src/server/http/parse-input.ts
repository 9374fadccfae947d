import type { z } from "zod";
import { AppError, type FieldErrors } from "./app-error";

/** Parses a body, query or params with a domain schema; the first message leads, every field gets its own. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fieldErrors[key] ??= issue.message;
  }
  throw new AppError(400, result.error.issues[0]?.message ?? "Invalid request", fieldErrors);
}
