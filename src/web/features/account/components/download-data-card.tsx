import { Download } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { messageOf } from "../../../lib/api-error";
import { useDownloadMyData } from "../api/use-download-my-data";

/** "Download my data": one zip with everything held about the account, whenever the user asks. */
export function DownloadDataCard() {
  const download = useDownloadMyData();
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          One zip file with everything we hold about your account: a <code>data.json</code> with every record (your
          account, settings, receipts and their lines, claim lines, printed summaries, documents and subscription) and
          the CSV of each year's claim. Passwords and sign-in tokens are left out.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 px-4 sm:px-6">
        <Button variant="outline" className="w-full sm:w-auto" pending={download.isPending} onClick={() => download.mutate()}>
          <Download aria-hidden="true" className="size-4" /> Download my data
        </Button>
        {download.isError && (
          <Alert variant="error" title="Couldn't prepare your data">
            <p>{messageOf(download.error, "Please try again in a moment.")}</p>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
