import { Calculator, FileCheck, ScanLine } from "lucide-react";

const PROMISES = [
  {
    icon: ScanLine,
    title: "Automatic receipt scanning",
    text: "Photograph a grocery receipt and we read the items and prices for you.",
  },
  {
    icon: Calculator,
    title: "Price differences calculated",
    text: "Each gluten-free item is matched to a regular product, and the extra cost is worked out.",
  },
  {
    icon: FileCheck,
    title: "CRA-ready reports",
    text: "A yearly summary and CSV with the itemized differences to keep with your tax records.",
  },
];

/** The marketing column shown beside the sign-in card on large screens. */
export function AuthSidePanel() {
  return (
    <aside
      aria-label="Why CeliacClaim"
      className="hidden rounded-3xl bg-gradient-to-br from-emerald-700 to-emerald-900 p-10 text-white lg:flex lg:flex-col lg:justify-center"
    >
      <h2 className="text-2xl font-semibold tracking-tight">Your gluten-free costs, claimed with less paperwork</h2>
      <p className="mt-3 text-emerald-100">
        Canadians with celiac disease can claim the extra cost of gluten-free food as a medical expense.
      </p>
      <ul className="mt-8 space-y-6">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-medium">{title}</span>
              <span className="block text-sm text-emerald-100">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
