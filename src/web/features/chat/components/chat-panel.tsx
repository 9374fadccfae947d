import { useEffect, useRef, type KeyboardEvent } from "react";
import { Bot, Send, X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useI18n } from "../../../lib/i18n";
import { useAuth } from "../../auth/api/use-user";
import { useChat } from "../api/use-chat";
import { linkify } from "./linkify";

interface ChatPanelProps {
  open: boolean;
  onClose(): void;
}

/**
 * docs/product-spec.md §2/§4 chat widget: header, message list, typing indicator and input; 450 px high, at most 80%
 * of the view.
 */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const { user, isLoading } = useAuth();
  const { t } = useI18n();
  const chat = useChat({ open, userEmail: user?.email ?? null, authLoading: isLoading });
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!chat.sending) inputRef.current?.focus({ preventScroll: true });
  }, [chat.sending]);

  // Show the start of the newest message, so a long answer is read from its first line.
  useEffect(() => {
    const list = listRef.current;
    const last = list?.lastElementChild as HTMLElement | null | undefined;
    if (list && last) list.scrollTo({ top: last.offsetTop - 12 });
  }, [chat.messages.length, chat.sending]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      void chat.submit();
    }
  };

  return (
    <section
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      hidden={!open}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
      className="fixed right-4 bottom-24 z-40 flex h-[450px] max-h-[80vh] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl"
    >
      <header className="flex items-center justify-between gap-3 bg-emerald-800 px-4 py-3 text-white">
        <div className="flex items-center gap-2">
          <Bot aria-hidden="true" className="size-5" />
          <div>
            <h2 id="chat-title" className="text-sm font-semibold">
              {t("chat.title")}
            </h2>
            <p className="text-xs text-emerald-100">{t("chat.subtitle")}</p>
          </div>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-1.5 hover:bg-emerald-700 focus-visible:outline-2 focus-visible:outline-white"
          aria-label={t("chat.closePanel")}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <div ref={listRef} role="log" aria-live="polite" aria-label={t("chat.messages")} className="relative flex-1 space-y-3 overflow-y-auto p-4">
        {chat.messages.map((m) => (
          <div key={m.id} className={cn("flex", m.type === "user" ? "justify-end" : "justify-start")}>
            <p
              data-testid={m.type === "user" ? "chat-user-message" : "chat-bot-message"}
              className={cn(
                "max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-line",
                m.type === "user" ? "bg-emerald-700 text-white" : "bg-slate-100 text-slate-800",
              )}
            >
              <span className="sr-only">{t(m.type === "user" ? "chat.you" : "chat.assistant")} </span>
              {m.type === "bot" ? linkify(m.content) : m.content}
            </p>
          </div>
        ))}
        {chat.sending && (
          <div className="flex justify-start" data-testid="chat-typing">
            <span className="sr-only">{t("chat.typing")}</span>
            <span aria-hidden="true" className="flex gap-1 rounded-2xl bg-slate-100 px-4 py-3">
              {[0, 150, 300].map((delay) => (
                <span key={delay} className="size-2 animate-bounce rounded-full bg-slate-400" style={{ animationDelay: `${delay}ms` }} />
              ))}
            </span>
          </div>
        )}
      </div>

      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void chat.submit();
        }}
      >
        <label htmlFor="chat-input" className="sr-only">
          {t(chat.capturingEmail ? "chat.emailLabel" : "chat.questionLabel")}
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={1}
          value={chat.input}
          onChange={(event) => chat.setInput(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={chat.sending}
          autoComplete={chat.capturingEmail ? "email" : "off"}
          placeholder={t(chat.capturingEmail ? "chat.emailPlaceholder" : "chat.questionPlaceholder")}
          className="max-h-28 min-h-10 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-emerald-600 focus:ring-2 focus:ring-emerald-600/30 focus:outline-none disabled:bg-slate-50"
        />
        <Button type="submit" size="icon" disabled={chat.sending || chat.input.trim() === ""} aria-label={t("chat.send")}>
          <Send aria-hidden="true" className="size-4" />
        </Button>
      </form>
    </section>
  );
}
