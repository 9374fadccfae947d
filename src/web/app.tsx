import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { QueryClientProvider } from "@tanstack/react-query";
import { FRENCH_PREFIX, type PublicPagePath, type SignedInPagePath, type TwinPagePath } from "#domain/site/page-routes";
import { LocaleProvider } from "./components/layout/locale-provider";
import { RouteError } from "./components/layout/route-error";
import { SiteLayout } from "./components/layout/site-layout";
import { ProtectedRoute } from "./features/auth/components/protected-route";
import { activeLocale } from "./lib/active-locale";
import { createQueryClient } from "./lib/query-client";
import { loadCatalogue, type MessagePart } from "./lib/translators";

type Page = LazyExoticComponent<ComponentType>;

// Every page but the landing and the 404 says more than the first load's messages: it waits for its language's `app`
// part and its screen's own parts (decision 033), each fetched once, alongside its own code.
const page = (load: () => Promise<{ default: ComponentType }>, parts: MessagePart[] = []): Page =>
  lazy(() => Promise.all([load(), loadCatalogue(activeLocale(), ["app", ...parts])]).then(([module]) => module));

// Toasts follow an action, never the first paint: the toast library loads after the page.
const Toaster = lazy(() => import("./components/ui/toaster").then((module) => ({ default: module.Toaster })));

const HomePage = lazy(() => import("./routes/home"));
const AuthPage = page(() => import("./routes/auth"));
const NotFoundPage = lazy(() => import("./routes/not-found"));
const HowItWorksPage = page(() => import("./routes/how-it-works"), ["site"]);
const TermsPage = page(() => import("./routes/terms"), ["site"]);
const PrivacyPolicyPage = page(() => import("./routes/privacy-policy"), ["site"]);
const BlogPage = page(() => import("./routes/blog"), ["site"]);
const BlogPostPage = page(() => import("./routes/blog-post"), ["site"]);

// The paths are domain/site/page-routes.ts's, which the server also answers 404 by: a page added here and not there
// does not compile. /login and /sign-up are aliases of /auth (/sign-up opens Register).
const PUBLIC_PAGES: Record<PublicPagePath, Page> = {
  auth: AuthPage,
  login: AuthPage,
  "sign-up": page(() => import("./routes/sign-up")),
  "auth/reset-password": page(() => import("./routes/reset-password")),
  "auth/email-verified": page(() => import("./routes/email-verified")),
  "auth-debug": page(() => import("./routes/auth-debug")),
  "how-it-works": HowItWorksPage,
  terms: TermsPage,
  "privacy-policy": PrivacyPolicyPage,
  "account/delete": page(() => import("./routes/delete-account"), ["account"]),
  blog: BlogPage,
  "blog/:slug": BlogPostPage,
};

const SIGNED_IN_PAGES: Record<SignedInPagePath, Page> = {
  dashboard: page(() => import("./routes/dashboard"), ["receipts"]),
  "upload-receipt": page(() => import("./routes/upload-receipt"), ["receipts"]),
  "receipt-review/:id": page(() => import("./routes/receipt-review"), ["receipts"]),
  reports: page(() => import("./routes/reports"), ["reports"]),
  "tax-summary": page(() => import("./routes/tax-summary"), ["reports"]),
  "tax-summary/print": page(() => import("./routes/tax-summary-print"), ["reports"]),
  "claim-planner": page(() => import("./routes/claim-planner"), ["reports"]),
  settings: page(() => import("./routes/settings"), ["account"]),
  subscription: page(() => import("./routes/subscription"), ["account"]),
  "subscription/success": page(() => import("./routes/subscription-success"), ["account"]),
  "my-subscription": page(() => import("./routes/my-subscription"), ["account"]),
};

// The public pages that are also at /fr/… (domain/site/page-routes.ts): the same page, which reads its language
// from the address.
const TWIN_PAGES: Record<TwinPagePath, Page> = {
  "": HomePage,
  "how-it-works": HowItWorksPage,
  terms: TermsPage,
  "privacy-policy": PrivacyPolicyPage,
  blog: BlogPage,
  "blog/:slug": BlogPostPage,
};

const routesOf = (pages: Record<string, Page>): RouteObject[] =>
  Object.entries(pages).map(([path, Page]) => (path === "" ? { index: true, element: <Page /> } : { path, element: <Page /> }));

const router = createBrowserRouter([
  {
    element: (
      <LocaleProvider>
        <SiteLayout />
      </LocaleProvider>
    ),
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          ...routesOf(PUBLIC_PAGES),
          { path: FRENCH_PREFIX.slice(1), children: routesOf(TWIN_PAGES) },
          { element: <ProtectedRoute />, children: routesOf(SIGNED_IN_PAGES) },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

const queryClient = createQueryClient();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
