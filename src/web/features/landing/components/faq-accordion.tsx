import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import faqMarkdown from "../../../../../data/site/faq.md?raw";
import { splitSections } from "#domain/content/markdown-sections";
import { passagesFor } from "#domain/content/plan-passages";
import { usePremiumOnSale } from "../../plans/api/use-premium-on-sale";

// Read as where Premium is sold: the only passage about plans is the price question's, shown only there.
const FAQ = splitSections(passagesFor(faqMarkdown, { premiumOnSale: true, freeReceiptsPerMonth: null })).map((section) => ({
  question: section.heading,
  paragraphs: section.body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
}));

// Its answer prices Premium: only where Premium is sold; elsewhere the pricing above says every account is free.
const PRICE_QUESTION = "How much does CeliacClaim cost?";

/** docs/product-spec.md §2: one answer open at a time; clicking the open question closes it. */
export function FaqAccordion() {
  const onSale = usePremiumOnSale().state === "on-sale";
  const faq = onSale ? FAQ : FAQ.filter((item) => item.question !== PRICE_QUESTION);
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
