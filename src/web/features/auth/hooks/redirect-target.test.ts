import { describe, expect, it } from "vitest";
import { redirectTargetFrom } from "./redirect-target";

describe("redirectTargetFrom", () => {
  it("keeps a same-site path with its query", () => {
    expect(redirectTargetFrom("/receipt-review/42?tab=items")).toBe("/receipt-review/42?tab=items");
  });

  it.each([null, "", "https://evil.example/", "//evil.example", "/\\evil.example", "reports"])(
    "falls back to the dashboard for %j",
    (value) => {
      expect(redirectTargetFrom(value)).toBe("/dashboard");
    },
  );

  it.each(["/auth", "/auth?error=INVALID_TOKEN", "/login", "/sign-up#top", "/"])("sends %s to the dashboard instead", (value) => {
    expect(redirectTargetFrom(value)).toBe("/dashboard");
  });

  it("allows the auth pages that do not bounce signed-in visitors", () => {
    expect(redirectTargetFrom("/auth/email-verified?error=invalid_token")).toBe("/auth/email-verified?error=invalid_token");
  });
});
