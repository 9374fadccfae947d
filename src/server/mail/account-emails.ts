import { linkEmail } from "./link-email";

export const accountDeletionEmail = linkEmail("deletion");
export const accountDeletedEmail = linkEmail("deleted");
