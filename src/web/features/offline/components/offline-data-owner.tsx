import { useEffect } from "react";
import { useAuth } from "../../auth/api/use-user";
import { claimOfflineData } from "../api/offline-data";

/** Keeps this browser's offline copies to the account signed in (see claimOfflineData). Renders nothing. */
export function OfflineDataOwner() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId !== null) void claimOfflineData(userId);
  }, [userId]);
  return null;
}
