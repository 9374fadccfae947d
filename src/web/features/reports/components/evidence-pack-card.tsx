import { PackageOpen } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { messageOf } from "../../../lib/api-error";
import { useAuth } from "../../auth/api/use-user";
import { useEvidencePack } from "../api/use-evidence-pack";
import { EVIDENCE_PACK_TEXTS as T } from "../lib/evidence-pack-texts";

/** "Download evidence pack" for a year, made in the browser (api/build-evidence-pack.ts). */
export function EvidencePackCard({ year }: { year: number }) {
  const { user } = useAuth();
  if (!user) return null;
  return <EvidencePackAction userId={user.id} year={year} />;
}

function EvidencePackAction({ userId, year }: { userId: string; year: number }) {
  const pack = useEvidencePack(userId);
  return (
    <Card>
      <CardContent className="space-y-3 px-4 pt-4 sm:px-6 sm:pt-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p id="evidence-pack-hint" className="max-w-prose text-sm text-slate-700">
            {T.hint(year)}
          </p>
          <Button
            variant="outline"
            className="shrink-0"
            pending={pack.isPending}
            onClick={() => pack.mutate(year)}
            aria-describedby="evidence-pack-hint"
          >
            {!pack.isPending && <PackageOpen aria-hidden="true" className="size-4" />}
            {pack.isPending ? T.building : T.button}
          </Button>
        </div>
        {pack.isError && (
          <Alert variant="error" title={T.failedTitle}>
            <p>{messageOf(pack.error, "Please try again in a moment.")}</p>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
