import { lazy, Suspense, useRef, useState } from "react";
import { MessageCircle, X } from "lucide-react";
import { activeLocale } from "../../../lib/active-locale";
import { useI18n } from "../../../lib/i18n";
import { loadCatalogue } from "../../../lib/translators";

// The panel's sentences are a part of their own, fetched with its code (decision 033).
const loadPanel = () => Promise.all([import("./chat-panel"), loadCatalogue(activeLocale(), ["chat"])]).then(([module]) => module);
const ChatPanel = lazy(loadPanel);

/**
 * The floating chat button, in every page's frame. The panel (and its logic) is its own chunk, fetched on the
 * first hover, focus or click, so it adds nothing to a page's first load.
 */
export function ChatLauncher() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      {mounted && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={mounted ? "chat-panel" : undefined}
        aria-label={t(open ? "chat.close" : "chat.open")}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setMounted(true);
          setOpen((value) => !value);
        }}
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-emerald-700 text-white shadow-lg transition-colors hover:bg-emerald-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
    </>
  );
}
