import { Button } from "../../../components/ui/button";
import { useI18n } from "../../../lib/i18n";

interface UpgradeActionProps {
  label: string;
  /** Null while the payments config loads or where this server sells no Premium. */
  sellable: boolean | null;
  configFailed: boolean;
  onRetryConfig: () => void;
  creating: boolean;
  onUpgrade: () => void;
}

/** The upgrade button, or why there is none: never a button that can only fail. */
export function UpgradeAction({ label, sellable, configFailed, onRetryConfig, creating, onUpgrade }: UpgradeActionProps) {
  const { t } = useI18n();
  if (sellable === false) return <p className="text-sm font-medium text-slate-700">{t("subscription.notSold")}</p>;
  if (configFailed) {
    return (
      <div className="space-y-2">
        <p role="alert" className="text-sm text-red-700">
          {t("subscription.configFailed")}
        </p>
        <Button variant="outline" className="w-full" onClick={onRetryConfig}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  return (
    <Button size="lg" className="w-full" pending={creating || sellable === null} onClick={onUpgrade}>
      {label}
    </Button>
  );
}
