import * as Accordion from "@radix-ui/react-accordion";
import { categoryName } from "../../../lib/category-name";
import { ChevronDown, TriangleAlert } from "lucide-react";
import { analyseReceiptLines, type Tone } from "#domain/claims/receipt-analysis";
import type { MessageKey } from "#domain/i18n/translator";
import { UNCATEGORIZED } from "#domain/gluten-free/categories";
import type { ReceiptItemView, ReceiptView } from "#domain/receipts/receipt-view-types";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { useI18n, type I18n } from "../../../lib/i18n";
import { describeComparableSources } from "../lib/comparable-sources";

const TONE_TEXT: Record<Tone | "neutral", string> = {
  green: "text-emerald-700",
  yellow: "text-amber-600",
  red: "text-red-700",
  neutral: "text-slate-700",
};

const ENGINE_NOTE: Record<ReceiptView["engine"], MessageKey> = {
  ocr: "analysis.engine.ocr",
  openai: "analysis.engine.openai",
  text: "analysis.engine.text",
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
function linesToCheckText(matched: number, toCheck: number, { t }: I18n) {
  if (toCheck > 0) return t("analysis.toCheck", { count: toCheck });
  if (matched === 0) return t("analysis.noMatches");
  return t("analysis.noneToCheck", { count: matched });
}

/**
 * docs/product-spec.md §2 "Analysis panel": the three tiles, the low-match warning and the matches grouped by category.
 * The tiles are the server's analysis: the same domain function that fills the receipt view's `analysis`, run on the
 * lines as the page holds them, so they follow the user's edits before the server has answered.
 */
export function AnalysisPanel({ items, engine }: { items: readonly ReceiptItemView[]; engine: ReceiptView["engine"] }) {
  const i18n = useI18n();
  const { t, format } = i18n;
  const a = analyseReceiptLines(items);
  const sources = describeComparableSources(items, i18n);
  const percent = (value: number) => format.basisPoints(value * 100);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("analysis.title")}</CardTitle>
        <CardDescription>{t("analysis.lead")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3">
          <Tile
            label={t("analysis.items")}
            value={format.number(a.itemsProcessed)}
            detail={t("analysis.detected", { count: a.glutenFreeDetected })}
            tone="neutral"
          />
          <Tile
            label={t("analysis.matching")}
            value={percent(a.matchRate)}
            detail={t("analysis.matched", { matched: a.itemsMatched, count: a.glutenFreeDetected })}
            tone={a.matchRateTone}
          />
          <Tile
            label={t("analysis.confidence")}
            value={t("analysis.level", { level: a.confidence })}
            detail={t("analysis.share", { share: percent(a.glutenFreeShare), check: linesToCheckText(a.itemsMatched, a.linesToCheck, i18n) })}
            tone={a.linesToCheck > 0 ? "yellow" : a.glutenFreeShareTone}
          />
        </div>
        {a.lowMatchWarning && (
          <p role="status" className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0 translate-y-0.5" />
            {t(a.glutenFreeDetected === 0 ? "analysis.noneDetected" : "analysis.fewMatched")}
          </p>
        )}
        {sources && <p className="text-sm text-slate-600">{t("analysis.sources", { sources })}</p>}
        <Accordion.Root type="single" collapsible>
          <Accordion.Item value="details" className="rounded-xl border border-slate-200">
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full items-center justify-between p-4 text-left text-sm font-semibold text-slate-900">
                {t("analysis.details")}
                <ChevronDown aria-hidden="true" className="size-4 transition-transform group-data-[state=open]:rotate-180" />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="space-y-3 px-4 pb-4">
              {groupByCategory(items).map(([category, group]) => (
                <div key={category}>
                  <h3 className="text-sm font-medium text-slate-800">{categoryName(category, i18n)}</h3>
                  <ul className="mt-1 space-y-1">
                    {group.map((item) => (
                      <li key={item.index} className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                        <span
                          className={cn(
                            "rounded px-1.5 py-0.5 text-xs font-semibold",
                            item.isGlutenFree ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700",
                          )}
                        >
                          {t(item.isGlutenFree ? "analysis.gf" : "analysis.regular")}
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
        <p className="text-xs text-slate-500">{t(ENGINE_NOTE[engine] ?? ENGINE_NOTE.openai)}</p>
      </CardContent>
    </Card>
  );
}
