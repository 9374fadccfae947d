import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { LimitStore } from "./limit-store";

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's custom `store`, counting in a shared LimitStore. Each route counts apart, as the plugin's own
 * stores do (the route's method and path begin every key); a limiter made with `createRateLimit` has no route, so
 * its keys say what they count themselves.
 */
export function rateLimitStoreOn(limits: LimitStore, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly namespace: string;

    constructor(_options: unknown, namespace = "") {
      this.namespace = namespace;
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore["incr"]>[1], timeWindow: number) {
      limits.hit(`rate:${this.namespace}${key}`, timeWindow).then(
        (counter) => callback(null, { current: counter.count, ttl: Math.max(0, counter.resetAt - now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]) {
      const { routeInfo } = routeOptions as RouteInfo;
      const method = [routeInfo?.method ?? ""].flat().join(",");
      return new SharedRateLimitStore(undefined, `${this.namespace}${method}${routeInfo?.url ?? ""}|`);
    }
  };
}
