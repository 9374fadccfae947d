// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../test-support/render";
import { ReceiptChecks } from "./receipt-checks";

describe("ReceiptChecks", () => {
  it("says which taxes the prices include, and does not count them in the sums", () => {
    const receipt = {
      subtotal: 11.61,
      total: 11.61,
      balanced: true,
      warnings: [],
      taxes: [{ label: "HST", amount: 1.34, included: true }],
    };
    renderPage(<ReceiptChecks receipt={receipt} items={[{ price: 6.13 }, { price: 5.48 }]} />);
    expect(screen.getByText(/The prices include HST \$1\.34/)).toBeTruthy();
    expect(screen.queryByText(/does not add up|comes to/)).toBeNull();
  });
});
