import { useCallback, useEffect, useRef, useState } from "react";
import { INVALID_CHAT_EMAIL, isValidChatEmail } from "#domain/content/chat-schemas";
import { toast } from "../../../components/ui/toast-store";
import { useI18n } from "../../../lib/i18n";
import { ChatSendError, sendChatMessage } from "./send-chat-message";

/** docs/product-spec.md §3's chat message. */
export interface ChatMessage {
  id: number;
  type: "user" | "bot";
  content: string;
  timestamp: Date;
}

const EMAIL_PROMPT_DELAY_MS = 1000;
const EMAIL_KEY = "chatEmail";

const readSessionEmail = () => {
  try {
    return sessionStorage.getItem(EMAIL_KEY);
  } catch {
    return null;
  }
};

const keepSessionEmail = (email: string) => {
  try {
    sessionStorage.setItem(EMAIL_KEY, email);
  } catch {
    // Without storage the email lives only as long as the page.
  }
};

let nextId = 1;
const message = (type: ChatMessage["type"], content: string): ChatMessage => ({
  id: nextId++,
  type,
  content,
  timestamp: new Date(),
});

/** docs/product-spec.md §4 chat panel states: greeting, email capture, sending, errors. */
export function useChat({ open, userEmail, authLoading }: { open: boolean; userEmail: string | null; authLoading: boolean }) {
  const { t } = useI18n();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [capturedEmail, setCapturedEmail] = useState<string | null>(readSessionEmail);
  const [capturingEmail, setCapturingEmail] = useState(false);
  const [sending, setSending] = useState(false);
  const [input, setInput] = useState("");
  const greeted = useRef(false);
  // A question asked before the email was given: kept, and asked as soon as the email is.
  const pendingQuestion = useRef<string | null>(null);
  const email = userEmail ?? capturedEmail;
  const add = useCallback((m: ChatMessage) => setMessages((list) => [...list, m]), []);

  useEffect(() => {
    if (!open || greeted.current) return;
    greeted.current = true;
    add(message("bot", t("chat.greeting")));
  }, [open, add, t]);

  // A signed-in user's email is used as is; anyone else is asked for one a second after opening.
  const needsEmail = open && !authLoading && email === null && !capturingEmail;
  useEffect(() => {
    if (!needsEmail) return;
    const timer = setTimeout(() => {
      add(message("bot", t("chat.askEmail")));
      setCapturingEmail(true);
    }, EMAIL_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needsEmail, add, t]);

  const ask = useCallback(
    async (text: string, to: string) => {
      setSending(true);
      try {
        const response = await sendChatMessage(text, to);
        add(message("bot", response.reply));
      } catch (error) {
        toast({ title: t("chat.errorTitle"), description: t("chat.sendFailed"), variant: "destructive" });
        add(message("bot", (error instanceof ChatSendError && error.userMessage) || t("chat.connectionError")));
        setInput(text);
      } finally {
        setSending(false);
      }
    },
    [add, t],
  );

  const submit = useCallback(async () => {
    const text = input.trim();
    if (!text || sending) return;
    add(message("user", text));
    setInput("");

    if (email === null) {
      if (isValidChatEmail(text)) {
        const normalised = text.toLowerCase();
        setCapturedEmail(normalised);
        keepSessionEmail(normalised);
        setCapturingEmail(false);
        add(message("bot", t("chat.emailThanks")));
        const question = pendingQuestion.current;
        pendingQuestion.current = null;
        if (question) await ask(question, normalised);
        return;
      }
      // While the field asks for the email, what is typed is meant as one; before that, it is a question, kept.
      if (capturingEmail) {
        add(message("bot", t(INVALID_CHAT_EMAIL)));
      } else {
        pendingQuestion.current = text;
        add(message("bot", t("chat.needsEmail")));
        setCapturingEmail(true);
      }
      return;
    }
    await ask(text, email);
  }, [input, sending, capturingEmail, email, add, ask, t]);

  return { messages, input, setInput, submit, sending, capturingEmail: capturingEmail && email === null };
}
