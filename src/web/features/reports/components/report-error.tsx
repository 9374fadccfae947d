import { RefreshCw } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";

interface ReportErrorProps {
  title?: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed report load, with a Retry that asks the server again. */
export function ReportError({ title, message, onRetry, retrying = false }: ReportErrorProps) {
  return (
    <Alert variant="error" title={title}>
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-3" pending={retrying} onClick={onRetry}>
        {!retrying && <RefreshCw aria-hidden="true" className="size-4" />}
        Retry
      </Button>
    </Alert>
  );
}
