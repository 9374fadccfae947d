import { isEnglish, say, type Said } from "#domain/i18n/said";
import { useI18n } from "../../lib/i18n";

interface SaidTextProps {
  words: Said;
  className?: string;
  as?: "span" | "p";
}

/**
 * A record the domain or the server composed, said in the page's language (decision 038). A sentence kept in English
 * from before records were kept is marked so a screen reader voices it in English.
 */
export function SaidText({ words, className, as: Element = "span" }: SaidTextProps) {
  const i18n = useI18n();
  return (
    <Element className={className} lang={isEnglish(words) ? "en-CA" : undefined}>
      {say(words, i18n)}
    </Element>
  );
}
