import { useEffect, useState, type ReactElement, type ReactNode } from "react";
import { notifyManager, QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { cleanup, render, renderHook, type RenderHookResult, type RenderResult } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach } from "vitest";
import { Toaster } from "../components/ui/toaster";
import { dismissToast, useCurrentToast } from "../components/ui/toast-store";
import type { Locale } from "#domain/i18n/locales";
import { I18nProvider, i18nFor } from "../lib/i18n";
import { createQueryClient } from "../lib/query-client";
import { loadCatalogue, type MessagePart } from "../lib/translators";

afterEach(() => cleanup());

// Every screen's messages, as the app has them once each screen has been opened (src/web/lib/translators.ts).
const EVERY_PART: MessagePart[] = ["app", "receipts", "reports", "account", "chat", "site"];
await Promise.all([loadCatalogue("en-CA", EVERY_PART), loadCatalogue("fr-CA", EVERY_PART)]);

// The query cache tells the components of an answer in a microtask rather than on a zero-delay timer, so an answer
// reaches the page while a test's fake clock stands still.
notifyManager.setScheduler(queueMicrotask);

/** The app's own query settings, less the retries: a test's failed request fails once, at once. */
function testQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ queries: { ...defaults.queries, retry: false }, mutations: { ...defaults.mutations, retry: false } });
  return client;
}

interface RenderOptions {
  /** The address the page opens at; "/" unless given. */
  at?: string;
  /** The route pattern the element answers, when it reads its parameters ("/receipt-review/:id"); any path otherwise. */
  path?: string;
  /** The language the page speaks; English unless given. */
  locale?: Locale;
}

export interface RenderedPage extends RenderResult {
  queryClient: QueryClient;
  /** Where the page is now: its path and query string, after any navigation it made. */
  location: () => string;
}

/** The toast store outlives a test: the toast the last test left open is closed before this one shows anything. */
function CloseLeftoverToast() {
  const current = useCurrentToast();
  const [leftover] = useState(current?.open ? current.id : null);
  useEffect(() => {
    if (leftover !== null) dismissToast(leftover);
  }, [leftover]);
  return null;
}

function Providers({ client, at, locale, children }: { client: QueryClient; at: string; locale: Locale; children: ReactNode }) {
  return (
    <I18nProvider value={i18nFor(locale, () => undefined)}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
        <CloseLeftoverToast />
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * Renders `ui` as the app would: with a fresh query client (no retries), a router at `at`, and the toasts the app shows.
 * Any other address the page moves to shows nothing; `location()` says where it went.
 */
export function renderPage(ui: ReactElement, { at = "/", path = "*", locale = "en-CA" }: RenderOptions = {}): RenderedPage {
  const queryClient = testQueryClient();
  const where = { current: at };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    useEffect(() => {
      where.current = pathname + search;
    }, [pathname, search]);
    return null;
  }
  const result = render(
    <Providers client={queryClient} at={at} locale={locale}>
      <LocationProbe />
      <Routes>
        <Route path={path} element={ui} />
        {path !== "*" && <Route path="*" element={null} />}
      </Routes>
    </Providers>,
  );
  return { ...result, queryClient, location: () => where.current };
}

/** Runs a hook inside the same providers as `renderPage`. */
export function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  { at = "/" }: Pick<RenderOptions, "at"> = {},
): RenderHookResult<Result, Props> & { queryClient: QueryClient } {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers client={queryClient} at={at} locale="en-CA">
      {children}
    </Providers>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
