// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeFetch } from "../../../test-support/fake-fetch";
import { renderPage } from "../../../test-support/render";
import { ConfirmDeletion } from "./confirm-deletion";
import { DeleteAccountCard } from "./delete-account-card";
import { DownloadDataCard } from "./download-data-card";

const api = fakeFetch();
const user = { id: "u1", email: "ana@example.ca", name: "", emailVerified: true, createdAt: "2026-01-01T00:00:00.000Z", locale: null };

const openDialog = async () => {
  renderPage(<DeleteAccountCard />);
  await userEvent.click(screen.getByRole("button", { name: "Delete my account…" }));
  return screen.findByRole("alertdialog", { name: "Delete your account?" });
};

describe("Settings: delete my account", () => {
  it("asks a password account for its password, says a wrong one plainly, and says where the link went", async () => {
    api.on("GET", "/api/account", { body: { hasPassword: true } });
    api.on(
      "POST",
      "/api/account/deletion/request",
      { status: 403, body: { message: "That is not your password. Nothing was changed." } },
      { body: { message: "We sent a link to ana@example.ca. Open it within 30 minutes to delete your account." } },
    );
    await openDialog();
    const send = screen.getByRole("button", { name: "Email me the deletion link" });
    expect(send.hasAttribute("disabled")).toBe(true);

    await userEvent.type(await screen.findByLabelText("Your password"), "Wrong123");
    await userEvent.click(send);
    expect((await screen.findByRole("alert")).textContent).toContain("That is not your password. Nothing was changed.");

    await userEvent.clear(screen.getByLabelText("Your password"));
    await userEvent.type(screen.getByLabelText("Your password"), "Gluten123");
    await userEvent.click(screen.getByRole("button", { name: "Email me the deletion link" }));
    expect(await screen.findByText(/We sent a link to ana@example\.ca/)).toBeTruthy();
    expect(api.calls("POST", "/api/account/deletion/request").map((c) => c.body)).toEqual([{ password: "Wrong123" }, { password: "Gluten123" }]);
  });

  it("offers an account without a password a fresh sign-in link when its sign-in is not recent", async () => {
    api.on("GET", "/api/account", { body: { hasPassword: false } });
    api.on("GET", "/api/session", { body: { user } });
    api.on("POST", "/api/account/deletion/request", {
      status: 403,
      body: { message: "To delete your account, sign in again with a fresh link from your email first (it proves the mailbox is yours)." },
    });
    api.on("POST", "/api/magic-link/request", { body: { message: "If this email can sign in, a sign-in link is on its way. It expires in 15 minutes." } });
    await openDialog();
    expect(screen.queryByLabelText("Your password")).toBeNull();
    await userEvent.click(await screen.findByRole("button", { name: "Email me the deletion link" }));
    await userEvent.click(await screen.findByRole("button", { name: "Email me a sign-in link" }));
    expect(await screen.findByText(/a sign-in link is on its way/)).toBeTruthy();
    expect(api.calls("POST", "/api/account/deletion/request")[0]!.body).toEqual({});
    expect(api.calls("POST", "/api/magic-link/request")[0]!.body).toEqual({ email: "ana@example.ca", redirect: "/settings" });
  });

  it("keeps the account when the user changes their mind", async () => {
    api.on("GET", "/api/account", { body: { hasPassword: true } });
    await openDialog();
    await userEvent.click(screen.getByRole("button", { name: "Keep my account" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.calls("POST")).toEqual([]);
  });
});

describe("the emailed link's page", () => {
  it("deletes only when the button is pressed, then forgets the session this tab held", async () => {
    localStorage.setItem("authToken", "old-bearer");
    api.on("POST", "/api/account/deletion/confirm", { body: { deleted: true, message: "Your account and all its data are deleted. You have been signed out." } });
    renderPage(<ConfirmDeletion token="t0k3n" />);
    expect(api.calls("POST")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Delete my account for good" }));
    expect(await screen.findByText("Your account is deleted")).toBeTruthy();
    expect(api.calls("POST", "/api/account/deletion/confirm")[0]!.body).toEqual({ token: "t0k3n" });
    expect(localStorage.getItem("authToken")).toBeNull();
  });

  it("says a spent or forged link deleted nothing", async () => {
    api.on("POST", "/api/account/deletion/confirm", {
      status: 400,
      body: { message: "This deletion link is invalid or has expired. Your account was not deleted; ask for a new link in Settings." },
    });
    renderPage(<ConfirmDeletion token="forged" />);
    await userEvent.click(screen.getByRole("button", { name: "Delete my account for good" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Your account was not deleted");
  });
});

describe("Settings: download my data", () => {
  it("asks the server for the zip and says so when it is refused", async () => {
    api.on("GET", "/api/account/export", { status: 429, body: { message: "Too many attempts. Please wait 1 hour and try again." } });
    renderPage(<DownloadDataCard />);
    await userEvent.click(screen.getByRole("button", { name: "Download my data" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Too many attempts. Please wait 1 hour");
    expect(api.calls("GET", "/api/account/export")).toHaveLength(1);
  });
});
