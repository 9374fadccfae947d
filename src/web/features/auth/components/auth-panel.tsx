import { useEffect, useRef, useState } from "react";
import { ArrowLeft, Mail } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { LoginForm } from "./login-form";
import { MagicLinkForm } from "./magic-link-form";
import { RegisterForm } from "./register-form";
import { ResetRequestForm } from "./reset-request-form";

export type AuthTab = "login" | "register";
export type AuthView = "credentials" | "reset" | "magic-link";

interface AuthPanelProps {
  initialTab: AuthTab;
  initialView: AuthView;
}

/** The sign-in card: Login/Register tabs, or the reset or sign-in-link view that replaces them. */
export function AuthPanel({ initialTab, initialView }: AuthPanelProps) {
  const [tab, setTab] = useState<AuthTab>(initialTab);
  const [view, setView] = useState<AuthView>(initialView);
  const [email, setEmail] = useState("");
  const shared = { email, onEmailChange: setEmail };
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loginTabRef = useRef<HTMLButtonElement>(null);
  const viewChanged = useRef(false);

  // The card's content is swapped in place, so keyboard and screen-reader users are taken to what replaced it.
  useEffect(() => {
    if (viewChanged.current) (headingRef.current ?? loginTabRef.current)?.focus();
  }, [view]);

  const show = (next: AuthView) => {
    viewChanged.current = true;
    if (next === "credentials") setTab("login");
    setView(next);
  };

  if (view === "credentials") {
    return (
      <Card>
        <CardContent className="pt-6">
          <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
            <TabsList aria-label="Sign in or create an account">
              <TabsTrigger ref={loginTabRef} value="login">
                Login
              </TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <h2 className="sr-only">Log in</h2>
              <LoginForm {...shared} />
              <div className="mt-3 text-center">
                <Button variant="link" onClick={() => show("reset")}>
                  Forgot your password?
                </Button>
              </div>
              <div className="my-5 flex items-center gap-3 text-xs text-slate-500 uppercase">
                <span className="h-px flex-1 bg-slate-200" />
                or
                <span className="h-px flex-1 bg-slate-200" />
              </div>
              <Button variant="outline" className="w-full" onClick={() => show("magic-link")}>
                <Mail aria-hidden="true" className="size-4" />
                Email me a sign-in link
              </Button>
            </TabsContent>
            <TabsContent value="register">
              <h2 className="sr-only">Create an account</h2>
              <RegisterForm {...shared} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    );
  }

  const isReset = view === "reset";
  return (
    <Card>
      <CardHeader>
        <CardTitle ref={headingRef} tabIndex={-1}>
          {isReset ? "Reset Password" : "Sign in with an email link"}
        </CardTitle>
        <CardDescription>
          {isReset
            ? "Enter your email to receive a password reset link"
            : "We'll email you a link that signs you in, no password needed. New here? The link creates your account."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isReset ? <ResetRequestForm {...shared} onSent={() => show("credentials")} /> : <MagicLinkForm {...shared} />}
        <Button variant="ghost" className="w-full" onClick={() => show("credentials")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Login
        </Button>
      </CardContent>
    </Card>
  );
}
