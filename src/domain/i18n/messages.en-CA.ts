import { ACCOUNT_EN_CA } from "./messages/account.en-CA";
import { APP_EN_CA } from "./messages/app.en-CA";
import { CHAT_EN_CA } from "./messages/chat.en-CA";
import { FRAME_EN_CA } from "./messages/frame.en-CA";
import { RECEIPTS_EN_CA } from "./messages/receipts.en-CA";
import { REPORTS_EN_CA } from "./messages/reports.en-CA";
import { SERVER_EN_CA } from "./messages/server.en-CA";
import { SITE_EN_CA } from "./messages/site.en-CA";

/**
 * Every sentence the app shows or sends, in Canadian English: ICU messages (plurals, selects, numbers and dates)
 * read by intl-messageformat on the server and in the browser. Keys are `area.what`; messages.fr-CA.ts must name
 * exactly these keys (a missing or extra one does not compile) with the same arguments (catalogues.test.ts).
 *
 * `{premiumPrice}` is filled in by every translator from PREMIUM_PRICE_CENTS, so no message writes the price itself.
 *
 * The catalogue is written in parts (messages/): what the web app's first page says (`frame`), what the web app loads
 * with the screens that say it (`app` for every page past the landing; `receipts`, `reports`, `account` and `chat`
 * for theirs, src/web/lib/translators.ts) and what only the server says (`server`).
 */
export const EN_CA = {
  ...FRAME_EN_CA,
  ...APP_EN_CA,
  ...RECEIPTS_EN_CA,
  ...REPORTS_EN_CA,
  ...ACCOUNT_EN_CA,
  ...CHAT_EN_CA,
  ...SITE_EN_CA,
  ...SERVER_EN_CA,
};

export type MessageKey = keyof typeof EN_CA;

/** A locale's catalogue: a message for every key, no more. */
export type Catalogue = { readonly [K in MessageKey]: string };
