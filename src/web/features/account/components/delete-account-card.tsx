import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { useI18n } from "../../../lib/i18n";

/** The danger zone: the one way to remove the whole account, behind a dialog that says what goes. */
export function DeleteAccountCard() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-red-200">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="text-red-800">{t("account.delete.title")}</CardTitle>
        <CardDescription>
          {t("account.delete.lead")}
        </CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <Button variant="destructive" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
          {t("account.delete.open")}
        </Button>
        <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
      </CardContent>
    </Card>
  );
}
