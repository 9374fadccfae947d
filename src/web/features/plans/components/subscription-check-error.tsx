import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";

/** docs/product-spec.md §8: the plan could not be checked; Retry asks again. */
export function SubscriptionCheckError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useI18n();
  return (
    <Alert variant="error" title={t("pricing.statusFailedTitle")}>
      <p>{t("pricing.statusFailedText")}</p>
      <Button variant="outline" className="mt-3" pending={retrying} onClick={onRetry}>
        {t("common.retry")}
      </Button>
    </Alert>
  );
}
