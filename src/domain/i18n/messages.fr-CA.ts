import type { Catalogue } from "./messages.en-CA";
import { ACCOUNT_FR_CA } from "./messages/account.fr-CA";
import { APP_FR_CA } from "./messages/app.fr-CA";
import { CHAT_FR_CA } from "./messages/chat.fr-CA";
import { FRAME_FR_CA } from "./messages/frame.fr-CA";
import { RECEIPTS_FR_CA } from "./messages/receipts.fr-CA";
import { REPORTS_FR_CA } from "./messages/reports.fr-CA";
import { SERVER_FR_CA } from "./messages/server.fr-CA";
import { SITE_FR_CA } from "./messages/site.fr-CA";

/**
 * Every sentence of messages.en-CA.ts in Canadian French, with the CRA's own words (« frais médicaux », « crédit
 * d’impôt pour frais médicaux », « ligne 33099 », « produits sans gluten », « coût supplémentaire ») and « courriel »
 * for email. Typographic apostrophes (’): in ICU a straight one before a brace would start a quotation.
 */
export const FR_CA: Catalogue = {
  ...FRAME_FR_CA,
  ...APP_FR_CA,
  ...RECEIPTS_FR_CA,
  ...REPORTS_FR_CA,
  ...ACCOUNT_FR_CA,
  ...CHAT_FR_CA,
  ...SITE_FR_CA,
  ...SERVER_FR_CA,
};
