// @vitest-environment happy-dom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PublicUser } from "#domain/auth-schemas";
import type { ChatResponse } from "#domain/content/chat-schemas";
import { fakeFetch, gate } from "../../../test-support/fake-fetch";
import { renderPage } from "../../../test-support/render";
import { advance, stillClock, until } from "../../../test-support/still-clock";
import { userQueryKey } from "../../auth/api/use-user";
import { CHAT_EN_CA } from "#domain/i18n/messages/chat.en-CA";
import ChatPanel from "./chat-panel";

const {
  "chat.askEmail": CHAT_ASK_EMAIL,
  "chat.connectionError": CHAT_CONNECTION_ERROR,
  "chat.emailThanks": CHAT_EMAIL_THANKS,
  "chat.greeting": CHAT_GREETING,
  "chat.needsEmail": CHAT_NEEDS_EMAIL,
} = CHAT_EN_CA;

const api = fakeFetch();
stillClock();

const QUESTION = "Can I claim gluten-free pasta?";
const answer: ChatResponse = {
  reply: "Yes: the difference between the gluten-free pasta and a regular one is an eligible medical expense.",
  answered: true,
  sources: [{ title: "What you can claim", url: "/blog/what-you-can-claim" }],
};
const signedIn: PublicUser = { id: "u1", email: "sam@example.com", name: "Sam", emailVerified: true, createdAt: "2025-01-02T10:00:00.000Z", locale: null };

beforeEach(() => {
  sessionStorage.clear();
});

function openChat() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const page = renderPage(<ChatPanel open onClose={() => {}} />);
  const log = () => screen.getByRole("log", { name: "Chat messages" });
  const botSays = (text: string) => within(log()).queryAllByText(text).length > 0;
  /** Waits until the panel knows whether someone is signed in: the email prompt's second counts from then. */
  const signInKnown = () => until(() => expect(page.queryClient.getQueryState(userQueryKey)?.status).toBe("success"));
  const send = (text: string) => user.type(screen.getByRole("textbox"), `${text}{Enter}`);
  return { page, user, log, botSays, signInKnown, send };
}

describe("the chat panel", () => {
  it("greets at once and asks a visitor for an email a second after it knows nobody is signed in", async () => {
    const session = gate();
    api.on("GET", "/api/session", { body: { user: null }, until: session.promise });
    const chat = openChat();

    expect(chat.botSays(CHAT_GREETING)).toBe(true);
    // Not while it is still asking who is signed in, however long that takes.
    await advance(5000);
    expect(chat.botSays(CHAT_ASK_EMAIL)).toBe(false);

    session.open();
    await chat.signInKnown();
    await advance(999);
    expect(chat.botSays(CHAT_ASK_EMAIL)).toBe(false);
    await advance(1);
    expect(chat.botSays(CHAT_ASK_EMAIL)).toBe(true);
    expect(screen.getByRole("textbox", { name: "Your email address" })).toBeTruthy();
  });

  it("says so when what is typed for the email is not one, and sends nothing", async () => {
    api.on("GET", "/api/session", { body: { user: null } });
    const chat = openChat();
    await chat.signInKnown();
    await advance(1000);
    expect(chat.botSays(CHAT_ASK_EMAIL)).toBe(true);

    await chat.send("sam@example");

    await until(() => expect(chat.botSays("That doesn't appear to be a valid email address. Please provide a valid email so I can better assist you.")).toBe(true));
    expect(within(chat.log()).getByText("sam@example")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Your email address" })).toBeTruthy();
    expect(api.calls("POST")).toEqual([]);
  });

  it("keeps a question asked before the email and sends it once the email is given", async () => {
    api.on("GET", "/api/session", { body: { user: null } });
    api.on("POST", "/api/chat/message", { body: answer });
    const chat = openChat();
    await chat.signInKnown();

    await chat.send(QUESTION);
    await until(() => expect(chat.botSays(CHAT_NEEDS_EMAIL)).toBe(true));
    expect(api.calls("POST")).toEqual([]);
    // The question has already asked for the email: the timed prompt does not ask again.
    await advance(1000);
    expect(chat.botSays(CHAT_ASK_EMAIL)).toBe(false);

    await chat.send("Sam@Example.com");
    await until(() => expect(chat.botSays(answer.reply)).toBe(true));
    expect(chat.botSays(CHAT_EMAIL_THANKS)).toBe(true);
    expect(api.calls("POST", "/api/chat/message").map((c) => c.body)).toEqual([{ message: QUESTION, email: "sam@example.com", lang: "en" }]);
    expect(screen.getByRole("textbox", { name: "Your question" })).toBeTruthy();
  });

  it("sends a signed-in user's questions under their account's email, without asking for one", async () => {
    api.on("GET", "/api/session", { body: { user: signedIn } });
    const held = gate();
    api.on("POST", "/api/chat/message", { body: answer, until: held.promise });
    const chat = openChat();
    await chat.signInKnown();
    await advance(1000);
    expect(chat.botSays(CHAT_ASK_EMAIL)).toBe(false);

    await chat.send(QUESTION);
    await until(() => expect(screen.getByText("The assistant is typing…")).toBeTruthy());
    expect(screen.getByRole("textbox")).toHaveProperty("disabled", true);

    held.open();
    await until(() => expect(chat.botSays(answer.reply)).toBe(true));
    expect(api.calls("POST", "/api/chat/message").map((c) => c.body)).toEqual([{ message: QUESTION, email: "sam@example.com", lang: "en" }]);
    expect(screen.queryByText("The assistant is typing…")).toBeNull();
  });

  it("shows the server's words when the answer fails and gives the question back to send again", async () => {
    const limited = "You're sending messages faster than I can answer. Please wait a minute and try again.";
    api.on("GET", "/api/session", { body: { user: signedIn } });
    api.on("POST", "/api/chat/message", { status: 429, body: { message: limited, userMessage: limited } });
    const chat = openChat();
    await chat.signInKnown();

    await chat.send(QUESTION);

    await until(() => expect(chat.botSays(limited)).toBe(true));
    expect(screen.getByRole("textbox", { name: "Your question" })).toHaveProperty("value", QUESTION);
    expect(screen.getByText("Failed to send message. Please try again.")).toBeTruthy();
  });

  it("says the assistant cannot be reached when the server gives no words of its own", async () => {
    api.on("GET", "/api/session", { body: { user: signedIn } });
    api.on("POST", "/api/chat/message", { status: 502 });
    const chat = openChat();
    await chat.signInKnown();

    await chat.send(QUESTION);

    await until(() => expect(chat.botSays(CHAT_CONNECTION_ERROR)).toBe(true));
    expect(screen.getByRole("textbox", { name: "Your question" })).toHaveProperty("value", QUESTION);
  });
});
