// better-auth adds ?error=<CODE> when an emailed link fails; visitors need to know what to do next, not the code.
export const SIGN_IN_LINK_ERROR = "This sign-in link is invalid or has expired. Please request a new one.";
export const RESET_LINK_ERROR = "This reset link is invalid or has expired. Please request a new one.";

export function verificationLinkError(code: string): string {
  return code.toLowerCase() === "token_expired"
    ? "This verification link has expired."
    : "This verification link is invalid or has expired.";
}
