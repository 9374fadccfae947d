import { Link } from "react-router";
import { buttonClasses } from "../components/ui/button";
import { siteTitle, useDocumentTitle } from "../lib/document-title";

export default function NotFoundPage() {
  useDocumentTitle(siteTitle("Page Not Found"));
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-slate-900">404 Page Not Found</h1>
      <p className="mt-4 text-slate-600">The page you asked for does not exist or has moved.</p>
      <Link to="/" className={buttonClasses({ className: "mt-8" })}>
        Back to Home
      </Link>
    </div>
  );
}
