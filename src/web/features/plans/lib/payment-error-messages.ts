// docs/product-spec.md §8 "Payments".
export const PAYMENT_ERROR_TITLE = "Payment Error";
export const PAYMENT_FAILED = "An error occurred during payment";
export const PAYMENT_EXCEPTION = "An unexpected error occurred. Please try again.";
export const PAYMENT_FORM_UNAVAILABLE = "The payment form could not load. Check your connection and reload the page.";
