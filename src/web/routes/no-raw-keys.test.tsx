// @vitest-environment happy-dom
import type { ReactElement } from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#domain/i18n/locales";
import { said } from "#domain/i18n/said";
import { ACCOUNT_EN_CA } from "#domain/i18n/messages/account.en-CA";
import { APP_EN_CA } from "#domain/i18n/messages/app.en-CA";
import { CHAT_EN_CA } from "#domain/i18n/messages/chat.en-CA";
import { FRAME_EN_CA } from "#domain/i18n/messages/frame.en-CA";
import { RECEIPTS_EN_CA } from "#domain/i18n/messages/receipts.en-CA";
import { REPORTS_EN_CA } from "#domain/i18n/messages/reports.en-CA";
import ChatPanel from "../features/chat/components/chat-panel";
import { fakeFetch } from "../test-support/fake-fetch";
import { receiptView } from "../test-support/receipt-views";
import { lineItemView, taxSummaryView } from "../test-support/report-views";
import { renderPage } from "../test-support/render";
import { shownTexts } from "../test-support/shown-texts";
import DashboardPage from "./dashboard";
import ReceiptReviewPage from "./receipt-review";
import ReportsPage from "./reports";
import SettingsPage from "./settings";
import SignUpPage from "./sign-up";
import TaxSummaryPage from "./tax-summary";
import UploadReceiptPage from "./upload-receipt";
import AuthPage from "./auth";
import ClaimPlannerPage from "./claim-planner";
import EmailVerifiedPage from "./email-verified";
import HomePage from "./home";
import MySubscriptionPage from "./my-subscription";
import NotFoundPage from "./not-found";
import AuthDebugPage from "./auth-debug";
import ResetPasswordPage from "./reset-password";
import TaxSummaryPrintPage from "./tax-summary-print";
import DeleteAccountPage from "./delete-account";
import { claimSummaryOf } from "../test-support/claim-summary-views";

const KEYS = Object.keys({ ...FRAME_EN_CA, ...APP_EN_CA, ...RECEIPTS_EN_CA, ...REPORTS_EN_CA, ...ACCOUNT_EN_CA, ...CHAT_EN_CA });
const api = fakeFetch();

const rawKeysShown = () => KEYS.filter((key) => shownTexts().some((text) => text.includes(key)));

// The converted pages, each with what shows it is drawn (a page that waits for the server shows a spinner first).
const PAGES: { name: string; ui: ReactElement; at: string; path?: string; drawn: () => Promise<unknown> }[] = [
  { name: "the landing", ui: <HomePage />, at: "/", drawn: () => screen.findAllByRole("heading", { level: 2 }) },
  { name: "sign-in", ui: <AuthPage />, at: "/auth", drawn: () => screen.findAllByRole("tab") },
  { name: "sign-up", ui: <SignUpPage />, at: "/sign-up", drawn: () => screen.findAllByRole("tab") },
  { name: "a broken sign-in link", ui: <AuthPage />, at: "/auth?error=INVALID_TOKEN", drawn: () => screen.findAllByRole("tab") },
  { name: "the sign-in link form", ui: <AuthPage />, at: "/auth?view=magic-link", drawn: () => screen.findByRole("textbox") },
  { name: "the reset form", ui: <AuthPage />, at: "/auth?view=reset", drawn: () => screen.findByRole("textbox") },
  { name: "a new password", ui: <ResetPasswordPage />, at: "/auth/reset-password?token=t", drawn: () => screen.findAllByLabelText(/./) },
  { name: "a broken reset link", ui: <ResetPasswordPage />, at: "/auth/reset-password?error=INVALID_TOKEN", drawn: () => screen.findByRole("link") },
  { name: "a verified email", ui: <EmailVerifiedPage />, at: "/auth/email-verified", drawn: () => screen.findAllByRole("link") },
  { name: "a failed verification", ui: <EmailVerifiedPage />, at: "/auth/email-verified?error=token_expired", drawn: () => screen.findAllByRole("link") },
  { name: "the 404", ui: <NotFoundPage />, at: "/nowhere", drawn: () => screen.findAllByRole("link") },
  { name: "the authentication debug page", ui: <AuthDebugPage />, at: "/auth-debug", drawn: () => screen.findAllByRole("button") },
  { name: "the dashboard", ui: <DashboardPage />, at: "/dashboard", drawn: () => screen.findByTestId("receipts-this-month", {}, { timeout: 3000 }).then(() => screen.findAllByRole("button", { name: /./ })) },
  { name: "the upload page", ui: <UploadReceiptPage />, at: "/upload-receipt", drawn: () => screen.findAllByRole("link", { name: /./ }).then(() => screen.findByText(/Sobeys/)) },
  { name: "the upload page at the monthly limit", ui: <UploadReceiptPage />, at: "/upload-receipt?limit", drawn: () => screen.findByText(/Sobeys/) },
  { name: "the review", ui: <ReceiptReviewPage />, at: "/receipt-review/r1", path: "/receipt-review/:id", drawn: () => screen.findAllByRole("checkbox") },
  { name: "the reports", ui: <ReportsPage />, at: "/reports", drawn: () => screen.findAllByText(/Barilla/) },
  { name: "the tax summary", ui: <TaxSummaryPage />, at: "/tax-summary", drawn: () => screen.findAllByText(/Pasta|Pâtes/) },
  { name: "My Subscription", ui: <MySubscriptionPage />, at: "/my-subscription", drawn: () => screen.findAllByRole("progressbar") },
  { name: "the chat panel", ui: <ChatPanel open onClose={() => undefined} />, at: "/", drawn: () => screen.findByTestId("chat-bot-message") },
  { name: "the printed claim summary", ui: <TaxSummaryPrintPage />, at: "/tax-summary/print?year=2025", drawn: () => screen.findAllByTestId("claim-purchase-row") },
  { name: "the claim planner", ui: <ClaimPlannerPage />, at: "/claim-planner?year=2025", drawn: () => screen.findByText(/Dental/) },
  { name: "the deletion link's page", ui: <DeleteAccountPage />, at: "/account/delete?token=t", drawn: () => screen.findAllByRole("button") },
  { name: "the deletion link's page, link cut short", ui: <DeleteAccountPage />, at: "/account/delete", drawn: () => screen.findByRole("alert") },
  {
    name: "the account deletion dialog",
    ui: <SettingsPage />,
    at: "/settings",
    drawn: async () => {
      await userEvent.click(await screen.findByRole("button", { name: /^(Delete my account|Supprimer mon compte)/ }));
      return screen.findByLabelText(/^(Your password|Votre mot de passe)/);
    },
  },
  {
    name: "the reports' price dialog, a typed price refused",
    ui: <ReportsPage />,
    at: "/reports",
    drawn: async () => {
      await userEvent.click((await screen.findAllByRole("button", { name: /^(Edit GF price|Modifier le prix SG)/ }))[0]!);
      await userEvent.type(await screen.findByRole("textbox"), "{selectall}abc{enter}");
      return screen.findByRole("alert");
    },
  },
  {
    name: "the reports' quantity dialog, a typed quantity refused",
    ui: <ReportsPage />,
    at: "/reports",
    drawn: async () => {
      await userEvent.click((await screen.findAllByRole("button", { name: /^(Edit quantity|Modifier la quantité)/ }))[0]!);
      await userEvent.type(await screen.findByRole("textbox"), "{selectall}x{enter}");
      return screen.findByRole("alert");
    },
  },
  {
    name: "the reports' share dialog",
    ui: <ReportsPage />,
    at: "/reports",
    drawn: async () => {
      await userEvent.click((await screen.findAllByRole("button", { name: /^(Edit claim share|Modifier la part déduite)/ }))[0]!);
      return screen.findByRole("dialog");
    },
  },
  {
    name: "the reports' category dialog",
    ui: <ReportsPage />,
    at: "/reports",
    drawn: async () => {
      await userEvent.click((await screen.findAllByRole("button", { name: /^(Edit category|Modifier la catégorie)/ }))[0]!);
      return screen.findByRole("dialog");
    },
  },
  { name: "Settings", ui: <SettingsPage />, at: "/settings", drawn: () => screen.findAllByRole("combobox").then(() => screen.findByDisplayValue("Ana Tremblay")) },
];

const UNSAVED = {
  id: "r7",
  status: "processed",
  store: "Sobeys",
  purchaseDate: "2025-03-10",
  total: 12.5,
  createdAt: "2025-03-11T15:00:00.000Z",
  savedAt: null,
  itemCount: 4,
  glutenFreeCount: 2,
  claimedDifference: null,
};

/** A signed-in member on the Free plan with one receipt waiting, one saved, and (for the upload page's `?limit`) no receipts left. */
function signedInMember(atLimit: boolean) {
  api.on("GET", "/api/session", { body: { user: { id: "u1", email: "ana@example.ca", emailVerified: true, name: "Ana", locale: null } } });
  api.on("GET", "/api/subscription-status", {
    body: { isPremium: false, subscription: null, plan: "free", receiptsThisMonth: atLimit ? 5 : 2, receiptsPerMonth: 5, limitResetsOn: "2025-04-01", paymentsAvailable: true },
  });
  api.on("GET", "/api/receipts?status=processed&limit=20", { body: { receipts: [UNSAVED] } });
  api.on("GET", "/api/receipts?status=confirmed&limit=5", { body: { receipts: [{ ...UNSAVED, id: "r8", status: "confirmed", savedAt: "2025-03-12T10:00:00.000Z", claimedDifference: 4.2 }] } });
  api.on("GET", "/api/tax-report/years", { body: { years: [2025], currentYear: 2025 } });
  api.on("GET", /^\/api\/tax-report\/summary/, { body: taxSummaryView() });
  api.on("GET", /^\/api\/tax-report\/gf-receipts/, { body: { receipts: [lineItemView()] } });
  api.on("GET", /^\/api\/tax-report\/prints/, { body: { overlapping: [] } });
  api.on("GET", /^\/api\/tax-report\/claim-summary/, { body: claimSummaryOf([{}, { quantity: 2, gfPriceCents: 998, regularPriceCents: 398, differenceCents: 600 }]) });
  api.on("GET", "/api/settings/documents", { body: { practitionerLetterDate: null, claimantName: "Ana Tremblay" } });
  // A province and an income, so the tax summary, the dashboard and the planner say the province's rule (decision 038).
  api.on("GET", "/api/settings/claim-defaults", { body: { claimant: "self", sharePct: 100, netIncomeCents: 5_200_000, province: "ON" } });
  api.on("GET", "/api/settings/receipt-address", { body: { available: true, address: null } });
  api.on("GET", "/api/account", { body: { hasPassword: true } });
  api.on("GET", /^\/api\/claim-planner/, { body: { year: 2025, months: [{ month: "2025-03", taxLine: "33099", eligibleCents: 573 }], printed: [] } });
  api.on("GET", "/api/other-expenses", { body: { expenses: [{ id: "o1", date: "2025-05-02", description: "Dental cleaning", amountCents: 18_000, claimant: "self" }] } });
  // With the reader's warnings, which the domain composes as records.
  api.on("GET", "/api/receipts/r1", { body: receiptView({ warnings: [said("reading.noTotal"), said("reading.taxUnreadable", { label: "HST", amount: { cents: 62 } })] }) });
}

describe.each(LOCALES)("in %s, a converted page shows no message key", (locale) => {
  it.each(PAGES)("$name", async ({ ui, at, path, drawn }) => {
    api.on("GET", "/api/session", { body: { user: null } });
    if (at !== "/" && !at.startsWith("/auth") && !at.startsWith("/sign-up") && at !== "/nowhere") signedInMember(at.endsWith("?limit"));
    api.on("GET", "/api/payments/config", { body: { publishableKey: null, freeReceiptsPerMonth: 5, price: { amountCents: 1200, currency: "cad", interval: "year" } } });
    renderPage(ui, { at, path, locale });
    await drawn();
    expect(rawKeysShown()).toEqual([]);
  });
});

// The sentences the domain composes (decision 038) are said in the page's language, not as they were written.
describe("in fr-CA, the domain's records are said in French", () => {
  const french = [
    { page: "the review", ui: <ReceiptReviewPage />, at: "/receipt-review/r1", path: "/receipt-review/:id", said: [/Prix médian par 100 g du produit ordinaire le plus proche/, /Aucun total n’a été trouvé sur le reçu\./, /Les aliments naturellement sans gluten/] },
    { page: "the printed claim summary", ui: <TaxSummaryPrintPage />, at: "/tax-summary/print?year=2025", said: [/Choisi par vous : Barilla Spaghetti 450 g \(Walmart, 2024-12-02\), ramené à 340 g/] },
    { page: "the claim planner", ui: <ClaimPlannerPage />, at: "/claim-planner?year=2025", said: [/Ontario : 5,05 %/, /indexation de l’Ontario pour 2025/] },
  ];
  it.each(french)("$page", async ({ ui, at, path, said: sentences }) => {
    signedInMember(false);
    renderPage(ui, { at, path, locale: "fr-CA" });
    for (const sentence of sentences) expect((await screen.findAllByText(sentence, { exact: false })).length).toBeGreaterThan(0);
  });
});
