import { RefreshCw } from "lucide-react";
import { Alert } from "./alert";
import { useI18n } from "../../lib/i18n";
import { Button } from "./button";

interface LoadErrorProps {
  title?: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** Something that failed to load, in plain words, with a Retry that asks the server again. */
export function LoadError({ title, message, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useI18n();
  return (
    <Alert variant="error" title={title}>
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-3" pending={retrying} onClick={onRetry}>
        {!retrying && <RefreshCw aria-hidden="true" className="size-4" />}
        {t("common.retry")}
      </Button>
    </Alert>
  );
}
