import type { ComponentProps, ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../lib/cn";
import { PlanFeatureList } from "./plan-feature-list";

interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  plan: ComponentProps<typeof PlanFeatureList>["plan"];
  highlighted?: boolean;
  /** Beside the name, such as "Current plan". */
  badge?: ReactNode;
  children?: ReactNode;
}

/** One plan on the subscription pages: side by side with Premium where it is sold, else alone. */
export function PlanCard({ name, price, period, plan, highlighted = false, badge, children }: PlanCardProps) {
  return (
    <Card className={cn("flex flex-col", highlighted && "border-emerald-600 ring-2 ring-emerald-600")}>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>{name}</CardTitle>
          {badge}
        </div>
        <p className="flex items-baseline gap-1">
          <span className="text-3xl font-semibold tracking-tight text-slate-900">{price}</span>
          <span className="text-slate-600">{period}</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-6">
        <PlanFeatureList plan={plan} className="flex-1 space-y-2" />
        {children}
      </CardContent>
    </Card>
  );
}
