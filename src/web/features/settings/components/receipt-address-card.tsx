import { useId } from "react";
import { Copy } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { toast } from "../../../components/ui/toast-store";
import { useI18n } from "../../../lib/i18n";
import { useChangeReceiptAddress, useReceiptAddress } from "../api/use-receipt-address";

/**
 * Settings: the personal address receipts are forwarded to. Shown only where the server receives mail; nothing is
 * said when it does not (or cannot be asked), as there is nothing the user could do about it.
 */
export function ReceiptAddressCard() {
  const { t } = useI18n();
  const id = useId();
  const address = useReceiptAddress();
  const change = useChangeReceiptAddress();
  if (!address.data?.available) return null;
  const current = address.data.address;
  const pending = (which: "renew" | "turnOff") => change.isPending && change.variables === which;

  const copy = (text: string) =>
    navigator.clipboard
      .writeText(text)
      .then(() => toast({ title: t("settings.receiptAddress.copied") }))
      .catch(() => toast({ variant: "destructive", title: t("settings.receiptAddress.copyFailed") }));

  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{t("settings.receiptAddress.title")}</CardTitle>
        <CardDescription>{t("settings.receiptAddress.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 px-4 sm:px-6">
        {current ? (
          <>
            <div className="space-y-1.5">
              <p id={id} className="text-sm font-medium text-slate-800">
                {t("settings.receiptAddress.label")}
              </p>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                {/* Wrapped rather than cut off: the whole address shows on a phone, and a tap selects it all. */}
                <output
                  aria-labelledby={id}
                  className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900 select-all"
                >
                  {current}
                </output>
                <Button variant="outline" className="self-start sm:self-auto" onClick={() => void copy(current)}>
                  <Copy aria-hidden="true" className="size-4" />
                  {t("settings.receiptAddress.copy")}
                </Button>
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" size="sm" pending={pending("renew")} disabled={change.isPending} onClick={() => change.mutate("renew")}>
                {t("settings.receiptAddress.renew")}
              </Button>
              <Button variant="outline" size="sm" pending={pending("turnOff")} disabled={change.isPending} onClick={() => change.mutate("turnOff")}>
                {t("settings.receiptAddress.turnOff")}
              </Button>
              <p className="text-sm text-slate-600">{t("settings.receiptAddress.renewNote")}</p>
            </div>
          </>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-700">{t("settings.receiptAddress.none")}</p>
            <Button size="sm" pending={pending("renew")} onClick={() => change.mutate("renew")}>
              {t("settings.receiptAddress.turnOn")}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
