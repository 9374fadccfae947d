import { Link } from "react-router";
import { Upload } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";

export function NoDataCard({ year }: { year: number }) {
  return (
    <Card>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>No Data Available</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 px-4 text-slate-700 sm:px-6">
        <p>You don't have any gluten-free purchases recorded for {year}.</p>
        <p>Upload your grocery receipts to start tracking the extra cost of gluten-free food.</p>
        <Link to="/upload-receipt" className={buttonClasses()}>
          <Upload aria-hidden="true" className="size-4" />
          Upload Receipt
        </Link>
      </CardContent>
    </Card>
  );
}
