import { Lightbulb } from "lucide-react";
import { Link } from "react-router";

const TIPS = ["Good lighting", "Whole receipt visible", "Flatten the receipt", "Include store name and date"];

/** docs/product-spec.md §2: the "For best results" tips box and the "How It Works" note. */
export function UploadTips() {
  return (
    <aside className="space-y-4">
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5">
        <h2 className="flex items-center gap-2 font-semibold text-amber-900">
          <Lightbulb aria-hidden="true" className="size-5" />
          For best results
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-900">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
        <h2 className="font-semibold text-slate-900">How It Works</h2>
        <p className="mt-2">
          We read the items and prices, find the gluten-free ones and compare each with a regular product. You check
          the matches and prices, then save them for your tax claim.{" "}
          <Link to="/how-it-works" className="font-medium text-emerald-700 underline-offset-4 hover:underline">
            Learn more
          </Link>
        </p>
      </div>
    </aside>
  );
}
