import { z } from "zod";
import { LOCALES } from "./locales";

/** PUT /api/settings/locale: the language to remember for the signed-in user; the answer says it back. */
export const localeSettingSchema = z.object({ locale: z.enum(LOCALES, { error: "validation.locale" }) });
export type LocaleSetting = z.infer<typeof localeSettingSchema>;
