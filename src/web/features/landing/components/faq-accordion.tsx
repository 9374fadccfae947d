import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import englishFaq from "../../../../../data/site/faq.md?raw";
import frenchFaq from "../../../../../data/site/faq.fr-CA.md?raw";
import type { Locale } from "#domain/i18n/locales";
import { splitSections } from "#domain/content/markdown-sections";
import { passagesFor } from "#domain/content/plan-passages";
import { usePremiumOnSale } from "../../plans/api/use-premium-on-sale";
import { useI18n, type I18n } from "../../../lib/i18n";

const FAQ_MARKDOWN: Record<Locale, string> = { "en-CA": englishFaq, "fr-CA": frenchFaq };

// Read as where Premium is sold. The question whose answer prices Premium (the one with a premium passage) is shown
// only there; elsewhere the pricing above says every account is free.
function faqIn(say: I18n) {
  const raw = FAQ_MARKDOWN[say.locale];
  const pricesPremium = new Set(splitSections(raw).filter((s) => s.body.includes("<!-- premium -->")).map((s) => s.heading));
  return splitSections(passagesFor(raw, { premiumOnSale: true, freeReceiptsPerMonth: null }, say)).map((section) => ({
    question: section.heading,
    pricesPremium: pricesPremium.has(section.heading),
    paragraphs: section.body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
  }));
}

/** docs/product-spec.md §2: one answer open at a time; clicking the open question closes it. */
export function FaqAccordion() {
  const i18n = useI18n();
  const onSale = usePremiumOnSale().state === "on-sale";
  const faq = faqIn(i18n).filter((item) => onSale || !item.pricesPremium);
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faq.map((item, index) => (
        <Accordion.Item key={item.question} value={`faq-${index}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-emerald-700">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="space-y-3 px-5 pb-5 text-slate-600">
            {item.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
