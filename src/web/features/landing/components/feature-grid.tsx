import { BadgeCheck, FileSpreadsheet, ScanText, Upload } from "lucide-react";

const FEATURES = [
  {
    icon: Upload,
    title: "Upload Receipt",
    text: "Photograph a grocery receipt with your phone or upload an image you already have.",
  },
  {
    icon: ScanText,
    title: "AI-Powered Extraction",
    text: "The store, date, items and prices are read for you, and gluten-free items are marked.",
  },
  {
    icon: BadgeCheck,
    title: "Gluten-Free Matching",
    text: "Gluten-free substitutes are compared with the closest regular products, scaled to your package size. You check each price.",
  },
  {
    icon: FileSpreadsheet,
    title: "CRA-Ready Reports",
    text: "Yearly totals, a CSV download and the summary of price differences the CRA asks you to keep.",
  },
];

const STEPS = [
  { title: "Upload", text: "Upload or photograph your receipt. It is read at once and the image is never stored." },
  { title: "Verify Match Results", text: "Confirm or correct each match and price difference, then save." },
  { title: "Generate Tax Report", text: "Download your report for the tax year and keep it with your receipts." },
];

export function FeatureGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex size-11 items-center justify-center rounded-xl bg-emerald-50 text-emerald-800">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-base text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}

export function ThreeSteps() {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {STEPS.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-lg font-semibold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-base text-slate-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
