import { lazy } from "react";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouteError } from "./components/layout/route-error";
import { SiteLayout } from "./components/layout/site-layout";
import { Toaster } from "./components/ui/toaster";
import { ProtectedRoute } from "./features/auth/components/protected-route";
import { createQueryClient } from "./lib/query-client";

const HomePage = lazy(() => import("./routes/home"));
const AuthPage = lazy(() => import("./routes/auth"));
const SignUpPage = lazy(() => import("./routes/sign-up"));
const ResetPasswordPage = lazy(() => import("./routes/reset-password"));
const EmailVerifiedPage = lazy(() => import("./routes/email-verified"));
const AuthDebugPage = lazy(() => import("./routes/auth-debug"));
const UploadReceiptPage = lazy(() => import("./routes/upload-receipt"));
const ReceiptReviewPage = lazy(() => import("./routes/receipt-review"));
const ReportsPage = lazy(() => import("./routes/reports"));
const TaxSummaryPage = lazy(() => import("./routes/tax-summary"));
const TaxSummaryPrintPage = lazy(() => import("./routes/tax-summary-print"));
const SettingsPage = lazy(() => import("./routes/settings"));
const SubscriptionPage = lazy(() => import("./routes/subscription"));
const MySubscriptionPage = lazy(() => import("./routes/my-subscription"));
const HowItWorksPage = lazy(() => import("./routes/how-it-works"));
const TermsPage = lazy(() => import("./routes/terms"));
const PrivacyPolicyPage = lazy(() => import("./routes/privacy-policy"));
const BlogPage = lazy(() => import("./routes/blog"));
const BlogPostPage = lazy(() => import("./routes/blog-post"));
const NotFoundPage = lazy(() => import("./routes/not-found"));

// SPEC §2 route table; /login and /sign-up are aliases of /auth, the latter opening on Register.
const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomePage /> },
          { path: "auth", element: <AuthPage /> },
          { path: "login", element: <AuthPage /> },
          { path: "sign-up", element: <SignUpPage /> },
          { path: "auth/reset-password", element: <ResetPasswordPage /> },
          { path: "auth/email-verified", element: <EmailVerifiedPage /> },
          { path: "auth-debug", element: <AuthDebugPage /> },
          { path: "how-it-works", element: <HowItWorksPage /> },
          { path: "terms", element: <TermsPage /> },
          { path: "privacy-policy", element: <PrivacyPolicyPage /> },
          { path: "blog", element: <BlogPage /> },
          { path: "blog/:slug", element: <BlogPostPage /> },
          {
            element: <ProtectedRoute />,
            children: [
              { path: "upload-receipt", element: <UploadReceiptPage /> },
              { path: "receipt-review/:id", element: <ReceiptReviewPage /> },
              { path: "reports", element: <ReportsPage /> },
              { path: "tax-summary", element: <TaxSummaryPage /> },
              { path: "tax-summary/print", element: <TaxSummaryPrintPage /> },
              { path: "settings", element: <SettingsPage /> },
              { path: "subscription", element: <SubscriptionPage /> },
              { path: "my-subscription", element: <MySubscriptionPage /> },
            ],
          },
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
