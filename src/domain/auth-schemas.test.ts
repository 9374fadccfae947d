import { describe, expect, it } from "vitest";
import { loginSchema, registerFormSchema, registerSchema, safeRedirectPath } from "./auth-schemas";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("registerSchema", () => {
  it.each([
    ["short1A", "Password must be at least 8 characters"],
    ["longenough1", "Password must contain at least one uppercase letter"],
    ["Longenough", "Password must contain at least one number"],
  ])("rejects %s with the spec message", (password, message) => {
    expect(firstMessage(registerSchema.safeParse({ email: "a@b.ca", password }))).toBe(message);
  });

  it("accepts a strong password and normalises the email", () => {
    const r = registerSchema.parse({ email: "  Ann@Example.CA ", password: "Gluten123" });
    expect(r.email).toBe("ann@example.ca");
  });

  it("rejects an email that is not an email", () => {
    expect(firstMessage(registerSchema.safeParse({ email: "not-an-email", password: "Gluten123" }))).toBe(
      "Please enter a valid email",
    );
  });

  it("rejects a wrong type with the field's message", () => {
    expect(firstMessage(registerSchema.safeParse({ email: 42, password: "Gluten123" }))).toBe(
      "Please enter a valid email",
    );
  });
});

describe("registerFormSchema", () => {
  it("puts the mismatch on confirmPassword", () => {
    const r = registerFormSchema.safeParse({ email: "a@b.ca", password: "Gluten123", confirmPassword: "Gluten124" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["confirmPassword"]);
    expect(r.error?.issues[0]?.message).toBe("Passwords do not match");
  });
});

describe("loginSchema", () => {
  it("needs 6 characters, not the registration rules", () => {
    expect(loginSchema.safeParse({ email: "a@b.ca", password: "abcdef" }).success).toBe(true);
    expect(firstMessage(loginSchema.safeParse({ email: "a@b.ca", password: "abc" }))).toBe(
      "Password must be at least 6 characters",
    );
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/reports", "/reports"],
    ["/receipt-review/12?x=1", "/receipt-review/12?x=1"],
    ["//evil.example", "/"],
    ["https://evil.example", "/"],
    ["/\\evil.example", "/"],
    [null, "/"],
    ["", "/"],
  ])("%s -> %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
