import type { MessageKey } from "#domain/i18n/translator";

/** docs/product-spec.md §5's words for a price that is not a number of 0 or more, on the receipt screens. */
export const INVALID_PRICE: MessageKey = "validation.positiveNumber";
