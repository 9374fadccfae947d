import type { Page } from "@playwright/test";
import type { Locale } from "#domain/i18n/locales";
import { isPlainText } from "#domain/i18n/translator";
import { ACCOUNT_EN_CA } from "#domain/i18n/messages/account.en-CA";
import { ACCOUNT_FR_CA } from "#domain/i18n/messages/account.fr-CA";
import { APP_EN_CA } from "#domain/i18n/messages/app.en-CA";
import { APP_FR_CA } from "#domain/i18n/messages/app.fr-CA";
import { FRAME_EN_CA } from "#domain/i18n/messages/frame.en-CA";
import { FRAME_FR_CA } from "#domain/i18n/messages/frame.fr-CA";
import { RECEIPTS_EN_CA } from "#domain/i18n/messages/receipts.en-CA";
import { RECEIPTS_FR_CA } from "#domain/i18n/messages/receipts.fr-CA";
import { REPORTS_EN_CA } from "#domain/i18n/messages/reports.en-CA";
import { REPORTS_FR_CA } from "#domain/i18n/messages/reports.fr-CA";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { orderPdf, type Order } from "../../scripts/receipts/compose-e-receipt";
import { expect, expectToast, PASSWORD, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { shot } from "./support/shots";

// Issue 25, point 1: the signed-in app in each language, from sign-up to the printed summary and the deletion
// dialog, with a claim read from a generated PDF (no OCR, so the journey does not wait on a photo).
const today = new Date().toISOString().slice(0, 10);
const year = today.slice(0, 4);
const ORDER: Order = {
  store: "Épicerie Bio en ligne",
  orderNumber: "EB-1025",
  date: today,
  lines: [
    { name: "Barilla Gluten Free Spaghetti 340 g", quantity: 2, cents: 798 },
    { name: "Bananas", quantity: 1, cents: 174 },
  ],
  taxes: [],
};
// A key shown instead of its message reads `area.word`.
const RAW_KEY =
  /\b(layout|nav|footer|common|meta|auth|validation|upload|dashboard|credit|waiting|limit|receipts|review|analysis|claimFor|duplicate|deleteLine|category|claimant|plans|province|reports|tax|planner|settings|subscription|chat|offline|summary|pack|deletion|evidence)\.[a-z][A-Za-z.-]+/;

/** The domain's and the server's own sentences, kept as records (decision 038). */
const DOMAIN_RECORD = /^(comparable|lineNote|reading|credit\.(computed|why|rule|name|figure))\./;

/** A message's text without its arguments: "Median price {per} of {closest}, {scaled}" → "Median price", " of ", ", ". */
function wordsBetweenArguments(message: string): string[] {
  let text = message;
  // Innermost first, so a plural's branches go with it.
  while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, "\u0000");
  return text.split("\u0000").map((part) => part.trim());
}

/**
 * The English catalogue's sentences the French screens could show: plain phrases of the parts these screens load
 * (not one-word labels, which French may share, nor names such as the provinces that both languages spell alike).
 */
const ENGLISH_SENTENCES = [
  [FRAME_EN_CA, FRAME_FR_CA],
  [APP_EN_CA, APP_FR_CA],
  [RECEIPTS_EN_CA, RECEIPTS_FR_CA],
  [REPORTS_EN_CA, REPORTS_FR_CA],
  [ACCOUNT_EN_CA, ACCOUNT_FR_CA],
].flatMap(([english, french]: Record<string, string>[]) =>
  Object.entries(english!).flatMap(([key, message]) => {
    // The sentences the domain composes (decision 038) have arguments: their words between the arguments are checked.
    const words = isPlainText(message) ? [message] : DOMAIN_RECORD.test(key) ? wordsBetweenArguments(message) : [];
    return words.filter((text) => text.includes(" ") && text.length >= 12 && french![key] !== message).map((text) => [key, text] as const);
  }),
);

/** What each screen says in each language, as a reader sees it. */
const WORDS = {
  "en-CA": {
    money: /\$\d+\.\d{2}/,
    register: "Register",
    email: "Email",
    password: "Password",
    confirmPassword: "Confirm password",
    createAccount: "Create account",
    dashboard: "Dashboard",
    dashboardLead: "Here is where your claim stands.",
    docs: "Documents to keep for the CRA",
    uploadTitle: "Upload Your Grocery Receipt",
    tips: "For best results",
    imageInput: "Receipt image",
    readDocument: "Read document",
    reviewTitle: "Review Receipt",
    items: "Items on your receipt",
    reviewSummary: "Eligible Medical Expense Summary",
    pasta: "Pasta & Noodles",
    save: "Save to My Records",
    saved: "Your receipt has been successfully saved with 1 item for tax purposes.",
    claimSoFar: `Your ${year} claim so far`,
    oneItem: "1 item saved",
    lastSaved: "Last saved receipts",
    reportsTitle: "Gluten-Free Receipts Report",
    allReceipts: `All Receipts for ${year}`,
    editGfPrice: "Edit GF price for Barilla Gluten Free Spaghetti 340 g",
    editGfTitle: "Edit GF Price",
    invalidNumber: "Please enter a valid number",
    totalEligible: "Total Eligible Medical Expenses",
    linesShown: /Showing 1 line from 1 receipt/,
    taxTitle: "Medical Expense Summary",
    period: `January 1, ${year} to December 31, ${year}`,
    netIncome: "Net income (line 23600)",
    federal: /^Federal credit at \d+(\.\d+)?%$/,
    byCategory: "Incremental cost by category",
    printable: "Printable claim summary",
    summaryTitle: "Gluten-free incremental cost: claim summary",
    eachPurchase: "Each purchase",
    documentsToKeep: "Documents to keep (do not send them with your return)",
    print: "Print",
    plannerTitle: `Claim planner for ${year}`,
    provinceQuestion: "Where did you live on December 31?",
    saveProvince: "Save",
    onDecember31: "Ontario, on December 31.",
    yourNetIncome: "Your net income",
    totalBack: "Total back, estimated",
    federalFigure: "Federal credit (line 33200)",
    bestPeriodRule: `The calendar year gives the largest total`,
    settingsTitle: "Settings",
    defaults: "Claim defaults",
    meOption: "Me (line 33099)",
    pei: "Prince Edward Island",
    deleteCard: "Delete my account",
    deleteOpen: "Delete my account…",
    deleteTitle: "Delete your account?",
    deletePassword: "Your password",
    deleteSubmit: "Email me the deletion link",
    keepAccount: "Keep my account",
  },
  "fr-CA": {
    // A no-break (or narrow no-break) space before the sign: "7,98 $".
    money: /\d+,\d{2}[\u00a0\u202f ]\$/,
    register: "Inscription",
    email: "Courriel",
    password: "Mot de passe",
    confirmPassword: "Confirmer le mot de passe",
    createAccount: "Créer le compte",
    dashboard: "Tableau de bord",
    dashboardLead: "Voici où en est votre demande.",
    docs: "Documents à conserver pour l’ARC",
    uploadTitle: "Téléversez votre reçu d’épicerie",
    tips: "Pour de meilleurs résultats",
    imageInput: "Image du reçu",
    readDocument: "Lire le document",
    reviewTitle: "Vérifier le reçu",
    items: "Articles de votre reçu",
    reviewSummary: "Sommaire des frais médicaux admissibles",
    pasta: "Pâtes et nouilles",
    save: "Enregistrer dans mes dossiers",
    saved: "Votre reçu a bien été enregistré avec 1 article aux fins de l’impôt.",
    claimSoFar: `Votre demande ${year} jusqu’ici`,
    oneItem: "1 article enregistré",
    lastSaved: "Derniers reçus enregistrés",
    reportsTitle: "Rapport des reçus sans gluten",
    allReceipts: `Tous les reçus de ${year}`,
    editGfPrice: "Modifier le prix SG de Barilla Gluten Free Spaghetti 340 g",
    editGfTitle: "Modifier le prix SG",
    invalidNumber: "Veuillez entrer un nombre valide",
    totalEligible: "Total des frais médicaux admissibles",
    linesShown: /1 ligne affichée provenant de 1 reçu/,
    taxTitle: "Sommaire des frais médicaux",
    period: `Du 1 janvier ${year} au 31 décembre ${year}`,
    netIncome: "Revenu net (ligne 23600)",
    federal: /^Crédit fédéral à \d+(,\d+)?[\u00a0\u202f ]%$/,
    byCategory: "Coût supplémentaire par catégorie",
    printable: "Sommaire imprimable de la demande",
    summaryTitle: "Coût supplémentaire des aliments sans gluten : sommaire de la demande",
    eachPurchase: "Chaque achat",
    documentsToKeep: "Documents à conserver (ne les envoyez pas avec votre déclaration)",
    print: "Imprimer",
    plannerTitle: `Planificateur de demande ${year}`,
    provinceQuestion: "Où habitiez-vous le 31 décembre?",
    saveProvince: "Enregistrer",
    onDecember31: "Ontario, au 31 décembre.",
    yourNetIncome: "Votre revenu net",
    totalBack: "Total récupéré, estimé",
    federalFigure: "Crédit fédéral (ligne 33200)",
    bestPeriodRule: `L’année civile donne le plus grand total`,
    settingsTitle: "Paramètres",
    defaults: "Valeurs par défaut de la demande",
    meOption: "Moi (ligne 33099)",
    pei: "Île-du-Prince-Édouard",
    deleteCard: "Supprimer mon compte",
    deleteOpen: "Supprimer mon compte…",
    deleteTitle: "Supprimer votre compte?",
    deletePassword: "Votre mot de passe",
    deleteSubmit: "M’envoyer le lien de suppression",
    keepAccount: "Garder mon compte",
  },
} satisfies Record<Locale, Record<string, string | RegExp>>;

const WIDTHS = [1280, 390] as const;

/** Keeps a French screen at both widths, back at the wide one after. */
async function shotsOf(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shot(page, `languages-app-fr-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** No key on the screen, the page's language declared, and in French none of the English catalogue's sentences, anywhere. */
async function expectSpoken(page: Page, locale: Locale, name: string) {
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(RAW_KEY);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  if (locale === "fr-CA") {
    // Nothing is set aside: the domain's records are said in French too (decision 038), and nothing the journey
    // saves predates them, so no element of these screens is marked English.
    expect(ENGLISH_SENTENCES.filter(([, sentence]) => text.includes(sentence)).map(([key]) => key)).toEqual([]);
    await expect(page.locator('main [lang="en-CA"]')).toHaveCount(0);
    await shotsOf(page, name);
  }
}

for (const locale of ["en-CA", "fr-CA"] as const) {
  const w = WORDS[locale];

  test.describe(`the signed-in app in ${locale}`, () => {
    test.use({ locale });

    test("signs up, reads and saves a receipt, and goes through the dashboard, reports, tax summary, planner, printed summary and settings", async ({
      page,
    }) => {
      test.setTimeout(240_000);
      await page.goto("/auth");
      await page.getByRole("tab", { name: w.register }).click();
      await page.getByLabel(w.email).fill(uniqueEmail(`lang-${locale}`));
      await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
      await page.getByLabel(w.confirmPassword).fill(PASSWORD);
      await page.getByRole("button", { name: w.createAccount }).click();
      await expect(page).toHaveURL("/dashboard");

      await expect(page.getByRole("heading", { level: 1, name: w.dashboard })).toBeVisible();
      await expect(page.getByText(w.dashboardLead)).toBeVisible();
      await expect(page.getByRole("heading", { name: w.docs })).toBeVisible();
      await expect(page.getByTestId("eligible-expenses")).toHaveText(w.money);
      await expectSpoken(page, locale, "dashboard-empty");

      await page.goto("/upload-receipt");
      await expect(page.getByRole("heading", { level: 1, name: w.uploadTitle })).toBeVisible();
      await expect(page.getByText(w.tips)).toBeVisible();
      await expectSpoken(page, locale, "upload");
      await page.getByLabel(w.imageInput, { exact: true }).setInputFiles({
        name: "commande-EB-1025.pdf",
        mimeType: "application/pdf",
        buffer: orderPdf(ORDER),
      });
      const answer = page.waitForResponse((r) => r.url().endsWith("/api/receipts") && r.request().method() === "POST");
      await page.getByRole("button", { name: w.readDocument }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      const read = (await response.json()) as ReceiptView;

      await expect(page).toHaveURL(`/receipt-review/${read.id}`);
      await expect(page.getByRole("heading", { level: 1, name: w.reviewTitle })).toBeVisible();
      await expect(page.getByRole("heading", { name: w.items })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "Barilla Gluten Free Spaghetti 340 g" })).toBeChecked();
      await expect(page.getByText(w.reviewSummary)).toBeVisible();
      await expect(page.getByTestId("total-deduction")).toHaveText(w.money);
      await expect(page.getByText(w.pasta).first()).toBeVisible();
      await expectSpoken(page, locale, "review");
      await page.getByRole("button", { name: w.save }).click();
      await expectToast(page, w.saved);
      await expect(page).toHaveURL("/reports");

      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { name: w.claimSoFar })).toBeVisible();
      await expect(page.getByTestId("eligible-expenses")).toHaveText(w.money);
      await expect(page.getByText(w.oneItem)).toBeVisible();
      await expect(page.getByRole("region", { name: w.lastSaved })).toContainText(w.money);
      await expectSpoken(page, locale, "dashboard");

      await page.goto("/reports");
      await expect(page.getByRole("heading", { level: 1, name: w.reportsTitle })).toBeVisible();
      await expect(page.getByRole("heading", { name: w.allReceipts })).toBeVisible();
      await expect(page.getByText(w.totalEligible)).toBeVisible();
      await expect(page.getByText(w.linesShown)).toBeVisible();
      await expect(page.getByRole("cell", { name: w.money }).first()).toBeVisible();
      await expect(page.getByRole("rowheader", { name: w.pasta }).first()).toBeVisible();
      await expectSpoken(page, locale, "reports");

      // An edit dialog and its validation, in the page's language.
      await page.getByRole("button", { name: w.editGfPrice }).first().click();
      const edit = page.getByRole("dialog", { name: w.editGfTitle });
      await edit.getByRole("textbox").fill("abc");
      await edit.getByRole("textbox").press("Enter");
      await expect(edit.getByRole("alert")).toHaveText(w.invalidNumber);
      await expectSpoken(page, locale, "reports-edit-dialog");
      await page.keyboard.press("Escape");
      await expect(edit).toBeHidden();

      await page.goto("/tax-summary");
      await expect(page.getByRole("heading", { level: 1, name: w.taxTitle })).toBeVisible();
      await expect(page.getByText(w.period).first()).toBeVisible();
      await page.getByLabel(w.netIncome).fill("52000");
      await expect(page.getByText(w.federal)).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: w.money }).first()).toBeVisible();
      await expect(page.getByText(w.byCategory)).toBeVisible();
      await expectSpoken(page, locale, "tax-summary");

      await page.getByRole("link", { name: w.printable }).click();
      await expect(page.getByRole("heading", { level: 1, name: w.summaryTitle })).toBeVisible();
      await expect(page.getByTestId("claim-total")).toHaveText(w.money);
      await expect(page.getByRole("heading", { name: w.eachPurchase })).toBeVisible();
      await expect(page.getByText(w.period)).toBeVisible();
      await expect(page.getByRole("heading", { name: w.documentsToKeep })).toBeVisible();
      await expect(page.getByRole("button", { name: w.print })).toBeEnabled();
      await expect(page.getByText(w.pasta).first()).toBeVisible();
      await expectSpoken(page, locale, "print");

      await page.goto(`/claim-planner?year=${year}`);
      await expect(page.getByRole("heading", { level: 1, name: w.plannerTitle })).toBeVisible();
      await page.getByLabel(w.provinceQuestion).selectOption("ON");
      await page.getByRole("button", { name: w.saveProvince, exact: true }).click();
      await expect(page.getByText(w.onDecember31)).toBeVisible();
      await page.getByLabel(w.yourNetIncome).fill("52000");
      await expect(page.getByText(w.totalBack).first()).toBeVisible();
      await expect(page.getByText(w.federalFigure)).toBeVisible();
      await expect(page.getByText(w.bestPeriodRule)).toBeVisible();
      await expectSpoken(page, locale, "planner");

      await page.goto("/settings");
      await expect(page.getByRole("heading", { level: 1, name: w.settingsTitle })).toBeVisible();
      await expect(page.getByText(w.defaults)).toBeVisible();
      await expect(page.getByRole("option", { name: w.meOption })).toBeAttached();
      await expect(page.getByRole("option", { name: w.pei })).toBeAttached();
      await expect(page.getByRole("heading", { name: w.deleteCard })).toBeVisible();
      await expectSpoken(page, locale, "settings");

      await page.getByRole("button", { name: w.deleteOpen }).click();
      const dialog = page.getByRole("alertdialog", { name: w.deleteTitle });
      await expect(dialog.getByLabel(w.deletePassword)).toBeVisible();
      await expect(dialog.getByRole("button", { name: w.deleteSubmit })).toBeDisabled();
      await expectSpoken(page, locale, "delete-dialog");
      await dialog.getByRole("button", { name: w.keepAccount }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
