import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";

/** An auth form's full-width submit button, saying what it is doing while the request runs. */
export function AuthSubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" pending={pending} className="w-full">
      {pending ? pendingLabel : children}
    </Button>
  );
}
