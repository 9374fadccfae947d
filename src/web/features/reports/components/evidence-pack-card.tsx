import { PackageOpen } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { messageOf } from "../../../lib/api-error";
import { useAuth } from "../../auth/api/use-user";
import { useEvidencePack } from "../api/use-evidence-pack";
import { useI18n } from "../../../lib/i18n";

/** "Download evidence pack" for a year, made in the browser (api/build-evidence-pack.ts). */
export function EvidencePackCard({ year }: { year: number }) {
  const { user } = useAuth();
  if (!user) return null;
  return <EvidencePackAction userId={user.id} year={year} />;
}

function EvidencePackAction({ userId, year }: { userId: string; year: number }) {
  const words = useI18n();
  const { t } = words;
  const pack = useEvidencePack(userId, words);
  return (
    <Card>
      <CardContent className="space-y-3 px-4 pt-4 sm:px-6 sm:pt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p id="evidence-pack-hint" className="max-w-prose text-sm text-slate-700">
            {t("evidence.hint", { year })}
          </p>
          <Button
            variant="outline"
            className="shrink-0"
            pending={pack.isPending}
            onClick={() => pack.mutate(year)}
            aria-describedby="evidence-pack-hint"
          >
            {!pack.isPending && <PackageOpen aria-hidden="true" className="size-4" />}
            {t(pack.isPending ? "evidence.building" : "evidence.button")}
          </Button>
        </div>
        {pack.isError && (
          <Alert variant="error" title={t("evidence.failed")}>
            <p>{messageOf(pack.error, t("common.tryAgainSoon"))}</p>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
