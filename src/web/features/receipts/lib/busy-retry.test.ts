import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-error";
import { busyRetrySeconds } from "./busy-retry";

describe("waiting for a free receipt reader", () => {
  it("waits as long as a 503 with Retry-After says, within a minute", () => {
    expect(busyRetrySeconds(new ApiError("busy", 503, 15))).toBe(15);
    expect(busyRetrySeconds(new ApiError("busy", 503, 0.2))).toBe(1);
    expect(busyRetrySeconds(new ApiError("busy", 503, 3600))).toBe(60);
  });

  it("does not retry what time will not fix, nor a 503 that named no wait", () => {
    expect(busyRetrySeconds(new ApiError("Too many", 429, 30))).toBeNull();
    expect(busyRetrySeconds(new ApiError("limit", 402))).toBeNull();
    expect(busyRetrySeconds(new ApiError("The database is unavailable.", 503))).toBeNull();
    expect(busyRetrySeconds(new Error("offline"))).toBeNull();
  });
});
