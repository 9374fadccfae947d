import type { Page } from "@playwright/test";
import type { ReceiptView } from "#domain/receipts/receipt-view-types";
import { orderPdf, type Order } from "../../scripts/receipts/compose-e-receipt";
import { expect, expectToast, PASSWORD, test } from "./support/fixtures";
import { uniqueEmail } from "./support/outbox";
import { shot } from "./support/shots";

// Issue 25, point 1: the signed-in app in French, from sign-up to Settings, with a claim read from a generated PDF
// (no OCR, so the journey does not wait on a photo). Money is written the French way: "7,98 $" (a narrow or
// no-break space before the sign).
const today = new Date().toISOString().slice(0, 10);
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
const FRENCH_MONEY = /\d+,\d{2}[\u00a0\u202f ]\$/;
// A key shown instead of its message reads `area.word`.
const RAW_KEY =
  /\b(layout|nav|footer|common|meta|auth|validation|upload|dashboard|credit|waiting|limit|receipts|review|analysis|claimFor|duplicate|deleteLine|category|claimant|plans|province|reports|tax|planner|settings|subscription|chat|offline)\.[a-z][A-Za-z.-]+/;

const WIDTHS = [1280, 390] as const;

/** Keeps the screen at both widths, back at the wide one after. */
async function shotsOf(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await shot(page, `languages-app-fr-${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function expectFrenchPage(page: Page, name: string) {
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(RAW_KEY);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await shotsOf(page, name);
}

test.describe("the signed-in app in French (fr-CA)", () => {
  test.use({ locale: "fr-CA" });

  test("signs up, reads and saves a receipt, and goes through the dashboard, reports, tax summary and settings in French", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Inscription" }).click();
    await page.getByLabel("Courriel").fill(uniqueEmail("francais"));
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirmer le mot de passe").fill(PASSWORD);
    await page.getByRole("button", { name: "Créer le compte" }).click();
    await expect(page).toHaveURL("/dashboard");

    await expect(page.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
    await expect(page.getByText("Voici où en est votre demande.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Documents à conserver pour l’ARC" })).toBeVisible();
    await expect(page.getByTestId("eligible-expenses")).toHaveText(/^0,00[\u00a0\u202f ]\$$/);
    await expectFrenchPage(page, "dashboard-empty");

    await page.goto("/upload-receipt");
    await expect(page.getByRole("heading", { level: 1, name: "Téléversez votre reçu d’épicerie" })).toBeVisible();
    await expect(page.getByText("Pour de meilleurs résultats")).toBeVisible();
    await expectFrenchPage(page, "upload");
    await page.getByLabel("Image du reçu", { exact: true }).setInputFiles({
      name: "commande-EB-1025.pdf",
      mimeType: "application/pdf",
      buffer: orderPdf(ORDER),
    });
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/receipts") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Lire le document" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const read = (await response.json()) as ReceiptView;

    await expect(page).toHaveURL(`/receipt-review/${read.id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Vérifier le reçu" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Articles de votre reçu" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Barilla Gluten Free Spaghetti 340 g" })).toBeChecked();
    await expect(page.getByText("Sommaire des frais médicaux admissibles")).toBeVisible();
    await expect(page.getByTestId("total-deduction")).toHaveText(FRENCH_MONEY);
    await expect(page.getByText(/7,98[\u00a0\u202f ]\$/).first()).toBeVisible();
    await expectFrenchPage(page, "review");
    await page.getByRole("button", { name: "Enregistrer dans mes dossiers" }).click();
    await expectToast(page, "Votre reçu a bien été enregistré avec 1 article aux fins de l’impôt.");
    await expect(page).toHaveURL("/reports");

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: `Votre demande ${today.slice(0, 4)} jusqu’ici` })).toBeVisible();
    await expect(page.getByTestId("eligible-expenses")).toHaveText(FRENCH_MONEY);
    await expect(page.getByText("1 article enregistré")).toBeVisible();
    await expect(page.getByRole("region", { name: "Derniers reçus enregistrés" })).toContainText(FRENCH_MONEY);
    await expectFrenchPage(page, "dashboard");

    await page.goto("/reports");
    await expect(page.getByRole("heading", { level: 1, name: "Rapport des reçus sans gluten" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `Tous les reçus de ${today.slice(0, 4)}` })).toBeVisible();
    await expect(page.getByText("Total des frais médicaux admissibles")).toBeVisible();
    await expect(page.getByText(/1 ligne affichée provenant de 1 reçu/)).toBeVisible();
    await expect(page.getByRole("cell", { name: FRENCH_MONEY }).first()).toBeVisible();
    await expectFrenchPage(page, "reports");

    await page.goto("/tax-summary");
    await expect(page.getByRole("heading", { level: 1, name: "Sommaire des frais médicaux" })).toBeVisible();
    await expect(page.getByText(`Du 1 janvier ${today.slice(0, 4)} au 31 décembre ${today.slice(0, 4)}`).first()).toBeVisible();
    await page.getByLabel("Revenu net (ligne 23600)").fill("52000");
    await expect(page.getByText(/^Crédit fédéral à \d+(,\d+)?[\u00a0\u202f ]%$/)).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: FRENCH_MONEY }).first()).toBeVisible();
    await expectFrenchPage(page, "tax-summary");

    await page.goto("/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
    await expect(page.getByText("Valeurs par défaut de la demande")).toBeVisible();
    await expect(page.getByRole("option", { name: "Moi (ligne 33099)" })).toBeAttached();
    await expect(page.getByRole("option", { name: "Île-du-Prince-Édouard" })).toBeAttached();
    await expect(page.getByRole("heading", { name: "Supprimer mon compte" })).toBeVisible();
    await expectFrenchPage(page, "settings");
  });
});
