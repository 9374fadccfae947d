import type { ChatLanguage } from "../chat-language";
import { english } from "./english";
import { french } from "./french";

/** The languages the assistant answers in, English first: a question that shows no language gets English. */
export const CHAT_LANGUAGES: readonly ChatLanguage[] = [english, french];
