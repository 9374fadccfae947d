import type { Page } from "@playwright/test";
import { INVALID_CHAT_EMAIL } from "#domain/content/chat-schemas";
import { CHAT_EN_CA } from "#domain/i18n/messages/chat.en-CA";
import { expect as baseExpect, PASSWORD, test } from "./support/fixtures";

const {
  "chat.askEmail": CHAT_ASK_EMAIL,
  "chat.connectionError": CHAT_CONNECTION_ERROR,
  "chat.emailThanks": CHAT_EMAIL_THANKS,
  "chat.greeting": CHAT_GREETING,
} = CHAT_EN_CA;

// Lazy page chunks can take a while on a loaded machine; allow for it rather than flake.
const expect = baseExpect.configure({ timeout: 20_000 });
import { uniqueEmail } from "./support/outbox";

const panel = (page: Page) => page.getByRole("dialog", { name: "CeliacClaim Assistant" });
const botMessages = (page: Page) => panel(page).getByTestId("chat-bot-message");

async function openChat(page: Page) {
  await page.getByRole("button", { name: "Open chat assistant" }).click();
  await expect(panel(page)).toBeVisible();
  await expect(botMessages(page).first()).toContainText(CHAT_GREETING);
}

async function giveEmail(page: Page, email: string) {
  await expect(botMessages(page).last()).toContainText(CHAT_ASK_EMAIL);
  await page.getByLabel("Your email address").fill(email);
  await page.keyboard.press("Enter");
}

test("a visitor gives an email, asks a question and gets an answer citing a page", async ({ page }) => {
  await page.goto("/");
  await openChat(page);
  await giveEmail(page, "not-an-email");
  await expect(botMessages(page).last()).toContainText(CHAT_EN_CA[INVALID_CHAT_EMAIL]);
  await page.getByLabel("Your email address").fill(uniqueEmail("chat"));
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(botMessages(page).last()).toContainText(CHAT_EMAIL_THANKS);

  const question = page.getByLabel("Your question");
  await question.fill("Which line do I claim");
  await question.press("Shift+Enter");
  await question.pressSequentially("my child's bread on?");
  await expect(question).toHaveValue("Which line do I claim\nmy child's bread on?");
  await question.press("Enter");
  await expect(panel(page).getByTestId("chat-user-message").last()).toContainText("my child's bread on?");
  const answer = botMessages(page).last();
  await expect(answer).toContainText("33099");
  const cited = answer.getByRole("link").first();
  await expect(cited).toHaveAttribute("href", /^https?:\/\//);
  await expect(cited).toHaveAttribute("target", "_blank");
  await expect(question).toHaveValue("");

  // Closing and reopening keeps the conversation.
  await page.keyboard.press("Escape");
  await expect(panel(page)).toBeHidden();
  await page.getByRole("button", { name: "Open chat assistant" }).click();
  await expect(panel(page).getByTestId("chat-user-message").last()).toContainText("my child's bread on?");
});

test("a question typed before the email is kept, and answered once the email is given", async ({ page }) => {
  // The email is asked for a second after opening, once the session is known: the session is held until the question
  // is in, so the question goes first however slow the machine is (no clock to race).
  let releaseSession!: () => void;
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route("**/api/session", async (route) => {
    await sessionHeld;
    await route.continue();
  });
  await page.goto("/");
  await openChat(page);
  const question = page.getByLabel("Your question");
  await question.fill("Which line do I claim my child's bread on?");
  await question.press("Enter");
  await expect(botMessages(page).last()).toContainText("I need your email address before I can help you.");
  releaseSession();
  await page.getByLabel("Your email address").fill(uniqueEmail("chat-first"));
  await page.keyboard.press("Enter");
  await expect(botMessages(page).nth(-2)).toContainText(CHAT_EMAIL_THANKS);
  await expect(botMessages(page).last()).toContainText("33099");
});

test("when the server fails, the bot apologises, a toast shows and the text comes back", async ({ page }) => {
  await page.route("**/api/chat/message", (route) => route.fulfill({ status: 500, json: { message: "boom" } }));
  await page.goto("/blog");
  await openChat(page);
  await giveEmail(page, uniqueEmail("chat-error"));
  await expect(botMessages(page).last()).toContainText(CHAT_EMAIL_THANKS);
  await page.getByLabel("Your question").fill("Are my receipt images stored?");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText("Failed to send message. Please try again.");
  await expect(botMessages(page).last()).toContainText(CHAT_CONNECTION_ERROR);
  await expect(page.getByLabel("Your question")).toHaveValue("Are my receipt images stored?");

  // A server reply carrying userMessage is what the bot says instead.
  await page.unroute("**/api/chat/message");
  await page.route("**/api/chat/message", (route) =>
    route.fulfill({ status: 429, json: { message: "slow down", userMessage: "Please wait a minute and try again." } }),
  );
  await page.keyboard.press("Enter");
  await expect(botMessages(page).last()).toContainText("Please wait a minute and try again.");
});

test("a signed-in user's email is used without asking", async ({ page }) => {
  const email = uniqueEmail("chat-user");
  expect((await page.request.post("/api/register", { data: { email, password: PASSWORD } })).status()).toBe(201);
  let sentEmail = "";
  page.on("request", (request) => {
    if (request.url().endsWith("/api/chat/message")) sentEmail = request.postDataJSON().email;
  });
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign Out" })).toBeVisible();
  await openChat(page);
  await page.getByLabel("Your question").fill("What documents do I need to keep?");
  await page.keyboard.press("Enter");
  await expect(botMessages(page).last()).toContainText(/letter/i);
  expect(sentEmail).toBe(email.toLowerCase());
  await expect(panel(page).getByText(CHAT_ASK_EMAIL)).toHaveCount(0);
});
