import { APP_FR_CA } from "#domain/i18n/messages/app.fr-CA";
import { FRAME_FR_CA } from "#domain/i18n/messages/frame.fr-CA";
import { SITE_FR_CA } from "#domain/i18n/messages/site.fr-CA";

/** The web app's French, one chunk fetched only for a French reader (the server's own sentences stay on the server). */
export const FRENCH_MESSAGES = { ...FRAME_FR_CA, ...APP_FR_CA, ...SITE_FR_CA };
