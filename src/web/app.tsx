import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { QueryClientProvider } from "@tanstack/react-query";
import { FRENCH_PREFIX, type PublicPagePath, type SignedInPagePath, type TwinPagePath } from "#domain/site/page-routes";
import { LocaleProvider } from "./components/layout/locale-provider";
import { RouteError } from "./components/layout/route-error";
import { SiteLayout } from "./components/layout/site-layout";
import { Toaster } from "./components/ui/toaster";
import { ProtectedRoute } from "./features/auth/components/protected-route";
import { createQueryClient } from "./lib/query-client";

type Page = LazyExoticComponent<ComponentType>;

const HomePage = lazy(() => import("./routes/home"));
const AuthPage = lazy(() => import("./routes/auth"));
const NotFoundPage = lazy(() => import("./routes/not-found"));

// The paths are domain/site/page-routes.ts's, which the server also answers 404 by: a page added here and not there
// does not compile. /login and /sign-up are aliases of /auth (/sign-up opens Register).
const PUBLIC_PAGES: Record<PublicPagePath, Page> = {
  auth: AuthPage,
  login: AuthPage,
  "sign-up": lazy(() => import("./routes/sign-up")),
  "auth/reset-password": lazy(() => import("./routes/reset-password")),
  "auth/email-verified": lazy(() => import("./routes/email-verified")),
  "auth-debug": lazy(() => import("./routes/auth-debug")),
  "how-it-works": lazy(() => import("./routes/how-it-works")),
  terms: lazy(() => import("./routes/terms")),
  "privacy-policy": lazy(() => import("./routes/privacy-policy")),
  "account/delete": lazy(() => import("./routes/delete-account")),
  blog: lazy(() => import("./routes/blog")),
  "blog/:slug": lazy(() => import("./routes/blog-post")),
};

const SIGNED_IN_PAGES: Record<SignedInPagePath, Page> = {
  dashboard: lazy(() => import("./routes/dashboard")),
  "upload-receipt": lazy(() => import("./routes/upload-receipt")),
  "receipt-review/:id": lazy(() => import("./routes/receipt-review")),
  reports: lazy(() => import("./routes/reports")),
  "tax-summary": lazy(() => import("./routes/tax-summary")),
  "tax-summary/print": lazy(() => import("./routes/tax-summary-print")),
  "claim-planner": lazy(() => import("./routes/claim-planner")),
  settings: lazy(() => import("./routes/settings")),
  subscription: lazy(() => import("./routes/subscription")),
  "subscription/success": lazy(() => import("./routes/subscription-success")),
  "my-subscription": lazy(() => import("./routes/my-subscription")),
};

// The public pages that are also at /fr/… (domain/site/page-routes.ts): the same page, which reads its language
// from the address.
const TWIN_PAGES: Record<TwinPagePath, Page> = {
  "": HomePage,
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
      <Toaster />
    </QueryClientProvider>
  );
}
