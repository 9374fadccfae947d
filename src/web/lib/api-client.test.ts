import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, ResponseContractError } from "./api-client";

const free = { isPremium: false, subscription: null, plan: "free", receiptsThisMonth: 2, receiptsPerMonth: 5, limitResetsOn: "2025-04-01", paymentsAvailable: true };

function answer(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } }));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

describe("apiRequest's contract check", () => {
  it("passes an answer that fits its schema on, as it came", async () => {
    answer(free);
    await expect(apiRequest("/api/subscription-status", { contract: "GET /api/subscription-status" })).resolves.toEqual(free);
  });

  it("throws in tests on an answer that does not fit, naming the request and the first thing wrong", async () => {
    answer({ ...free, receiptsThisMonth: "2" });
    const call = apiRequest("/api/subscription-status", { contract: "GET /api/subscription-status" });
    await expect(call).rejects.toBeInstanceOf(ResponseContractError);
    await expect(call).rejects.toThrow(/^GET \/api\/subscription-status answered outside its contract at receiptsThisMonth: /);
  });

  it("sends the contract's method and names a missing field by its path", async () => {
    const fetch = answer({ subscription: { status: "canceled", currentPeriodEnd: null, cancelAtPeriodEnd: false } });
    await expect(apiRequest("/api/payments/refund", { contract: "POST /api/payments/refund" })).rejects.toThrow(
      /^POST \/api\/payments\/refund answered outside its contract at subscription\.refundableUntil: /,
    );
    expect(fetch).toHaveBeenCalledWith("/api/payments/refund", expect.objectContaining({ method: "POST" }));
  });

  it("checks in development too", async () => {
    vi.stubEnv("MODE", "development");
    vi.stubEnv("DEV", true);
    answer({ ...free, plan: "gold" });
    await expect(apiRequest("/api/subscription-status", { contract: "GET /api/subscription-status" })).rejects.toThrow(/at plan: /);
  });

  it("does not run the schema in production: the answer is passed on unchecked", async () => {
    vi.stubEnv("MODE", "production");
    vi.stubEnv("DEV", false);
    const odd = { ...free, plan: "gold" };
    answer(odd);
    await expect(apiRequest("/api/subscription-status", { contract: "GET /api/subscription-status" })).resolves.toEqual(odd);
  });
});
