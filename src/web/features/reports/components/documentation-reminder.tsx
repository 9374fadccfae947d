import { Alert } from "../../../components/ui/alert";
import { useI18n } from "../../../lib/i18n";

export function DocumentationReminder() {
  const { t } = useI18n();
  return (
    <Alert title={t("tax.reminder.title")}>
      {t("tax.reminder.text")}
    </Alert>
  );
}
