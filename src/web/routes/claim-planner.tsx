import { ClaimPlannerScreen } from "../features/planner/components/claim-planner-screen";

/** /claim-planner: the best period, who claims, and the refundable credits (decision 030). */
export default function ClaimPlannerPage() {
  return <ClaimPlannerScreen />;
}
