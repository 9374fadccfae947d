import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path";

describe("canonicalPath", () => {
  it.each(["/", "/api/logout", "/api/auth/sign-in/email", "/blog/gluten-free-pantry-staples", "/api/receipts/a%20b", "/api/receipts/%C3%A9"])(
    "keeps the canonical %s",
    (path) => expect(canonicalPath(path)).toBe(path),
  );

  it.each([
    ["/api/auth/./sign-in/email", "/api/auth/sign-in/email"],
    ["/api/auth/x/../sign-in/email", "/api/auth/sign-in/email"],
    ["/api/auth/%2e/sign-in/email", "/api/auth/sign-in/email"],
    ["/api/auth/%2E%2E/auth/sign-in/email", "/api/auth/sign-in/email"],
    ["/%61pi/logout", "/api/logout"],
    ["/api/%4Cogout", "/api/Logout"],
    ["/api//logout", "/api/logout"],
    ["/api/logout/", "/api/logout"],
    ["/api/logout/.", "/api/logout"],
    ["/blog/", "/blog"],
    ["/api/receipts/a%7e", "/api/receipts/a~"],
  ])("gives %s the one form %s", (path, canonical) => expect(canonicalPath(path)).toBe(canonical));

  it.each(["/api/auth/sign-in%2Femail", "/api/auth/sign-in%5cemail", "/api\\logout", "/..", "/api/../../etc", "/api/%zz", "/api/%4", "*", ""])(
    "finds no canonical form for %j",
    (path) => expect(canonicalPath(path)).toBeNull(),
  );
});
