import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import faqMarkdown from "../../../../../data/site/faq.md?raw";
import { splitSections } from "#domain/content/markdown-sections";

const FAQ = splitSections(faqMarkdown).map((section) => ({
  question: section.heading,
  paragraphs: section.body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean),
}));

/** docs/product-spec.md §2: one answer open at a time; clicking the open question closes it. */
export function FaqAccordion() {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {FAQ.map((item, index) => (
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
