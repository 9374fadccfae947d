import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown, TriangleAlert } from "lucide-react";
import { analyseReceiptLines, type Tone } from "#domain/claims/receipt-analysis";
import { UNCATEGORIZED } from "#domain/gluten-free/categories";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { formatCount } from "../../../lib/format";
import { describeComparableSources } from "../lib/comparable-sources";

const TONE_TEXT: Record<Tone | "neutral", string> = {
  green: "text-emerald-700",
  yellow: "text-amber-600",
  red: "text-red-700",
  neutral: "text-slate-700",
};

const ENGINE_NOTE: Record<ReceiptView["engine"], string> = {
  ocr: "Text read by optical character recognition (PP-OCR) on our server; the photo was not kept after processing.",
  openai: "Text read by an AI vision service; the image was deleted after processing.",
  text: "Text read as it is written in the PDF or e-mail; the file was not kept after processing.",
};

function Tile({ label, value, detail, tone }: { label: string; value: string; detail: string; tone: Tone | "neutral" }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className={cn("mt-1 text-2xl font-semibold", TONE_TEXT[tone])}>{value}</p>
      <p className="mt-1 text-sm text-slate-600">{detail}</p>
    </div>
  );
}

function groupByCategory(items: readonly ReceiptItemView[]) {
  const groups = new Map<string, ReceiptItemView[]>();
  for (const item of items) {
    const key = item.matchedProduct?.category || item.category || UNCATEGORIZED;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** What the confidence rests on, in words that never deny the matches the lines have. */
function linesToCheckText(matched: number, toCheck: number) {
  if (toCheck > 0) return `${formatCount(toCheck, "match", "matches")} to check (marked "Check this match")`;
  if (matched === 0) return "no comparable prices yet";
  return `${formatCount(matched, "match", "matches")}, none marked to check`;
}

/**
 * docs/product-spec.md §2 "Analysis panel": the three tiles, the low-match warning and the matches grouped by category.
 * The tiles are the server's analysis: the same domain function that fills the receipt view's `analysis`, run on the
 * lines as the page holds them, so they follow the user's edits before the server has answered.
 */
export function AnalysisPanel({ items, engine }: { items: readonly ReceiptItemView[]; engine: ReceiptView["engine"] }) {
  const a = analyseReceiptLines(items);
  const sources = describeComparableSources(items);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Receipt Analysis</CardTitle>
        <CardDescription>How the receipt was read and how well its gluten-free items matched regular products.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <Tile
            label="Items processed"
            value={String(a.itemsProcessed)}
            detail={`${formatCount(a.glutenFreeDetected, "gluten-free item")} detected`}
            tone="neutral"
          />
          <Tile
            label="Product matching"
            value={`${a.matchRate}%`}
            detail={`${a.itemsMatched} of ${a.glutenFreeDetected} gluten-free items matched`}
            tone={a.matchRateTone}
          />
          <Tile
            label="Confidence level"
            value={a.confidence}
            detail={`${a.glutenFreeShare}% of items are gluten-free; ${linesToCheckText(a.itemsMatched, a.linesToCheck)}`}
            tone={a.linesToCheck > 0 ? "yellow" : a.glutenFreeShareTone}
          />
        </div>
        {a.lowMatchWarning && (
          <p role="status" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
            {a.glutenFreeDetected === 0
              ? "No gluten-free items were detected. Select the ones you bought and give each a comparable regular price."
              : "Few gluten-free items matched a regular product closely. Check each comparable regular price: pick a similar product, accept the category reference, or enter the price of one regular pack."}
          </p>
        )}
        {sources && <p className="text-sm text-slate-600">Comparable prices of the selected items: {sources}.</p>}
        <Accordion.Root type="single" collapsible>
          <Accordion.Item value="details" className="rounded-xl border border-slate-200">
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between p-4 text-left text-sm font-semibold text-slate-900">
                AI Matching Details
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="space-y-3 px-4 pb-4">
              {groupByCategory(items).map(([category, group]) => (
                <div key={category}>
                  <h3 className="text-sm font-medium text-slate-800">{category}</h3>
                  <ul className="mt-1 space-y-1">
                    {group.map((item) => (
                      <li key={item.index} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                        <span
                          className={cn(
                            "rounded px-1.5 py-0.5 text-xs font-semibold",
                            item.isGlutenFree ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700",
                          )}
                        >
                          {item.isGlutenFree ? "GF" : "Regular"}
                        </span>
                        <span className="break-all">{item.productName}</span>
                        {item.matchedProduct && <span className="text-slate-500">→ {item.matchedProduct.productName}</span>}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </Accordion.Content>
          </Accordion.Item>
        </Accordion.Root>
        <p className="text-xs text-slate-500">{ENGINE_NOTE[engine] ?? ENGINE_NOTE.openai}</p>
      </CardContent>
    </Card>
  );
}
