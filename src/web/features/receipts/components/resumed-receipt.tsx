import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Spinner } from "../../../components/ui/spinner";

interface ResumedReceiptProps {
  /** The receipt named in the address: still loading, waiting for review, already saved, not found, or not loaded. */
  state: "loading" | "processed" | "confirmed" | "missing" | "failed" | string;
  onStartOver: () => void;
  onRetry: () => void;
  retrying: boolean;
}

/** Stands in for the photo when the page is reopened on a receipt read earlier (the photo itself was never kept). */
export function ResumedReceipt({ state, onStartOver, onRetry, retrying }: ResumedReceiptProps) {
  if (state === "loading") {
    return (
      <p role="status" className="flex items-center gap-2 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
        <Spinner className="size-5 text-emerald-700" />
        Loading your receipt...
      </p>
    );
  }
  const another = (
    <Button variant="outline" size="sm" className="mt-3" onClick={onStartOver}>
      Upload another receipt
    </Button>
  );
  if (state === "failed") {
    return <LoadError message="Your receipt could not be loaded. Nothing is lost: it is kept on our server." onRetry={onRetry} retrying={retrying} />;
  }
  if (state === "missing") {
    return (
      <Alert variant="error" title="This receipt is no longer here">
        It may have been discarded. {another}
      </Alert>
    );
  }
  if (state === "confirmed") {
    return (
      <Alert variant="success" title="This receipt is saved">
        Its items are in your{" "}
        <Link to="/reports" className="font-medium underline underline-offset-4">
          reports
        </Link>
        . {another}
      </Alert>
    );
  }
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
      <p>
        You are reviewing a receipt read earlier. Its photo was not kept; everything read from it is below.
      </p>
      {another}
    </div>
  );
}
