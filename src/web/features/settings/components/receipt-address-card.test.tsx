// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeFetch } from "../../../test-support/fake-fetch";
import { renderPage } from "../../../test-support/render";
import { until } from "../../../test-support/still-clock";
import { ReceiptAddressCard } from "./receipt-address-card";

const api = fakeFetch();
const PATH = "/api/settings/receipt-address";
const first = "receipts+aaaaaaaaaaaaaaaaaaaa@in.example.ca";
const second = "receipts+bbbbbbbbbbbbbbbbbbbb@in.example.ca";

describe("Settings: receipts by e-mail", () => {
  it("shows nothing where the server receives no mail", async () => {
    api.on("GET", PATH, { body: { available: false, address: null } });
    const page = renderPage(<ReceiptAddressCard />);
    await until(() => expect(api.calls("GET", PATH)).toHaveLength(1));
    expect(page.container.textContent).toBe("");
  });

  it("turns an address on, makes a new one in its place, and turns it off", async () => {
    api.on("GET", PATH, { body: { available: true, address: null } });
    api.on("POST", PATH, { body: { available: true, address: first } }, { body: { available: true, address: second } });
    api.on("DELETE", PATH, { body: { available: true, address: null } });
    renderPage(<ReceiptAddressCard />);

    await userEvent.click(await screen.findByRole("button", { name: "Turn on a forwarding address" }));
    expect((await screen.findByLabelText("Your forwarding address")).textContent).toBe(first);

    await userEvent.click(screen.getByRole("button", { name: "Make a new address" }));
    await until(() => expect(screen.getByLabelText("Your forwarding address").textContent).toBe(second));

    await userEvent.click(screen.getByRole("button", { name: "Turn off" }));
    expect(await screen.findByText("No forwarding address is on.")).toBeTruthy();
    expect(api.calls().map((c) => c.method)).toEqual(["GET", "POST", "POST", "DELETE"]);
  });
});
