import { linkEmail } from "./link-email";

export const verificationEmail = linkEmail("verify");
export const passwordResetEmail = linkEmail("reset");
export const magicLinkEmail = linkEmail("magicLink");
export const existingAccountEmail = linkEmail("existing");
