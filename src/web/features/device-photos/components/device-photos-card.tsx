import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { useForgetAllPhotos, useKeepPhotosSetting, useKeptReceiptCount } from "../api/use-device-photos";
import { useI18n } from "../../../lib/i18n";

/** Settings: whether this device keeps saved receipts' photos, how many it holds, and removing them. */
export function DevicePhotosCard({ userId }: { userId: string }) {
  const { t } = useI18n();
  const id = useId();
  const [keeps, setKeeps] = useKeepPhotosSetting();
  const count = useKeptReceiptCount(userId);
  const forget = useForgetAllPhotos(userId);
  const [asking, setAsking] = useState(false);
  const kept = count.data ?? 0;
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{t("devicePhotos.cardTitle")}</CardTitle>
        <CardDescription>{t("devicePhotos.cardDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 px-4 sm:px-6">
        <div className="flex items-start gap-2">
          <input
            id={id}
            type="checkbox"
            checked={keeps}
            onChange={(e) => setKeeps(e.target.checked)}
            aria-describedby={`${id}-hint`}
            className="mt-0.5 size-5 shrink-0 accent-emerald-700"
          />
          <div>
            <label htmlFor={id} className="font-medium text-slate-900">
              {t("devicePhotos.toggleLabel")}
            </label>
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {t("devicePhotos.toggleHint")}
            </p>
          </div>
        </div>
        {count.isSuccess && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-700" data-testid="kept-photo-count">
              {kept === 0 ? t("devicePhotos.countNone") : t("devicePhotos.count", { count: kept })}
            </p>
            {kept > 0 && (
              <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
                {t("devicePhotos.remove")}
              </Button>
            )}
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking}
        title={t("devicePhotos.removeTitle")}
        description={t("devicePhotos.removeDescription")}
        cancelLabel={t("devicePhotos.removeCancel")}
        confirmLabel={t("devicePhotos.removeConfirm")}
        pending={forget.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => forget.mutate(undefined, { onSettled: () => setAsking(false) })}
      />
    </Card>
  );
}
