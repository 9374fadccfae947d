import { describe, expect, it } from "vitest";
import { loginSchema, registerFormSchema, registerSchema, safeRedirectPath } from "./auth-schemas";

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe("registerSchema", () => {
  it.each([
    ["short1A", "validation.passwordMin8"],
    ["longenough1", "validation.passwordUppercase"],
    ["Longenough", "validation.passwordNumber"],
  ])("rejects %s with the spec message", (password, message) => {
    expect(firstMessage(registerSchema.safeParse({ email: "a@b.ca", password }))).toBe(message);
  });

  it("accepts a strong password and normalises the email", () => {
    const r = registerSchema.parse({ email: "  Ann@Example.CA ", password: "Gluten123" });
    expect(r.email).toBe("ann@example.ca");
  });

  it("rejects an email that is not an email", () => {
    expect(firstMessage(registerSchema.safeParse({ email: "not-an-email", password: "Gluten123" }))).toBe(
      "validation.email",
    );
  });

  it("rejects a wrong type with the field's message", () => {
    expect(firstMessage(registerSchema.safeParse({ email: 42, password: "Gluten123" }))).toBe(
      "validation.email",
    );
  });
});

describe("registerFormSchema", () => {
  it("puts the mismatch on confirmPassword", () => {
    const r = registerFormSchema.safeParse({ email: "a@b.ca", password: "Gluten123", confirmPassword: "Gluten124" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["confirmPassword"]);
    expect(r.error?.issues[0]?.message).toBe("validation.passwordsDiffer");
  });
});

describe("loginSchema", () => {
  it("needs 6 characters, not the registration rules", () => {
    expect(loginSchema.safeParse({ email: "a@b.ca", password: "abcdef" }).success).toBe(true);
    expect(firstMessage(loginSchema.safeParse({ email: "a@b.ca", password: "abc" }))).toBe(
      "validation.passwordMin6",
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
