import { QueryClient } from "@tanstack/react-query";
import { isTransientError } from "./api-error";

const FIVE_MINUTES_MS = 5 * 60 * 1000;
const TEN_MINUTES_MS = 10 * 60 * 1000;

// docs/product-spec.md §9 allows 2 query retries and 1 mutation retry; repeating a 4xx (a wrong password, a rate limit)
// only costs the user time and attempts, so retries are kept for network and server faults.
const retryUpTo = (max: number) => (failureCount: number, error: unknown) =>
  failureCount < max && isTransientError(error);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES_MS,
        gcTime: TEN_MINUTES_MS,
        retry: retryUpTo(2),
        refetchOnWindowFocus: false,
        refetchInterval: false,
        // Asked even offline: the service worker answers the pages' reads with the copy last loaded (decision 032).
        networkMode: "offlineFirst",
      },
      // Sent now or failed now: a change is never held back to be sent later, when the page may have moved on.
      mutations: { retry: retryUpTo(1), networkMode: "always" },
    },
  });
}

/** docs/product-spec.md §9 "User query": any failure simply means "no user", so it is never retried. */
export const USER_QUERY_SETTINGS = {
  staleTime: FIVE_MINUTES_MS,
  gcTime: TEN_MINUTES_MS,
  retry: false,
  refetchOnWindowFocus: false,
} as const;
