import { z } from "zod";
import type { Cents, Dollars } from "../money";

// Kept apart from money.ts, which every screen loads: the schemas, and zod with them, load only where answers are
// checked (in development and tests) and on the server.

/**
 * A money field of an API response schema in cents (decision 019): an integer, typed `Cents`, its unit said in its
 * description. Every new money field is one of these.
 */
export const centsField = (description: string) => z.number().int().describe(`${description}, in cents`) as z.ZodType<Cents>;

/** A money field in dollars, which only the fields the product spec fixed before decision 019 are. */
export const dollarsField = (description: string) => z.number().describe(`${description}, in dollars`) as z.ZodType<Dollars>;
