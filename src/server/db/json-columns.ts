import { z } from "zod";
import { comparableKindSchema, sizeSourceSchema, type ComparablePrice, type Comparison } from "#domain/claims/comparable-price";
import { english, saidSchema, type Said } from "#domain/i18n/said";
import { photoBoxSchema, type PhotoBox } from "#domain/receipts/receipt-view-types";

/**
 * The JSON columns, each read through its schema, once per row: a value that does not fit (a column written by an
 * older version, a hand edit) reads as absent instead of reaching the claim rules as a wrong shape.
 */
const packageSize = z.object({ value: z.number(), unit: z.enum(["g", "ml", "each"]) });

// Comparisons and warnings stored before sentences were records (decision 038) keep their English sentence.
const words = z.union([saidSchema, z.string().transform(english)]);

const comparablePrice = z.object({
  kind: comparableKindSchema,
  perPackCents: z.number(),
  priceYear: z.number().nullable(),
  detail: words,
  productId: z.string().nullable(),
  productName: z.string().nullable(),
}) satisfies z.ZodType<ComparablePrice>;

const comparison = z.object({
  gfSize: packageSize.nullable(),
  gfSizeSource: sizeSourceSchema.nullable(),
  proposal: comparablePrice.nullable(),
  closest: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      vendor: z.string().nullable(),
      size: packageSize.nullable(),
      priceCents: z.number(),
      observedOn: z.string().nullable(),
      perPackCents: z.number().nullable(),
      score: z.number(),
    }),
  ),
  categoryReference: comparablePrice.nullable(),
}) satisfies z.ZodType<Comparison>;

const taxes = z.array(z.object({ label: z.string(), cents: z.number(), included: z.boolean().optional() }));
const warnings = z.array(words);

function read<T>(schema: z.ZodType<T>, json: string | null): T | null {
  if (json === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const readComparison = (json: string | null): Comparison | null => read(comparison, json);
export const readComparablePrice = (json: string | null): ComparablePrice | null => read(comparablePrice, json);
export const readPhotoBox = (json: string | null): PhotoBox | null => read(photoBoxSchema, json);
export const readTaxes = (json: string): { label: string; cents: number; included?: boolean }[] => read(taxes, json) ?? [];
export const readSaid = (json: string | null): Said | null => read(saidSchema, json);
export const readWarnings = (json: string): Said[] => read(warnings, json) ?? [];
