import { Alert } from "../../../components/ui/alert";

export function DocumentationReminder() {
  return (
    <Alert title="CRA Documentation Reminder">
      The CRA requires that you retain the original paper or digital receipt as proof of purchase.
    </Alert>
  );
}
