import { useEffect, useRef, useState } from "react";
import { ArrowLeft, Mail } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { LoginForm } from "./login-form";
import { MagicLinkForm } from "./magic-link-form";
import { RegisterForm } from "./register-form";
import { ResetRequestForm } from "./reset-request-form";
import { useI18n } from "../../../lib/i18n";

export type AuthTab = "login" | "register";
export type AuthView = "credentials" | "reset" | "magic-link";

interface AuthPanelProps {
  initialTab: AuthTab;
  initialView: AuthView;
}

/** The sign-in card: Login/Register tabs, or the reset or sign-in-link view that replaces them. */
export function AuthPanel({ initialTab, initialView }: AuthPanelProps) {
  const { t } = useI18n();
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
            <TabsList aria-label={t("auth.tabs")}>
              <TabsTrigger ref={loginTabRef} value="login">
                {t("auth.loginTab")}
              </TabsTrigger>
              <TabsTrigger value="register">{t("auth.registerTab")}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <h2 className="sr-only">{t("auth.logInHeading")}</h2>
              <LoginForm {...shared} />
              <div className="mt-3 text-center">
                <Button variant="link" onClick={() => show("reset")}>
                  {t("auth.forgot")}
                </Button>
              </div>
              <div className="my-5 flex items-center gap-3 text-xs text-slate-500 uppercase">
                <span className="h-px flex-1 bg-slate-200" />
                {t("auth.or")}
                <span className="h-px flex-1 bg-slate-200" />
              </div>
              {/* French says it in more words than fit a phone's line on one. */}
              <Button variant="outline" className="h-auto min-h-10 w-full py-2 whitespace-normal" onClick={() => show("magic-link")}>
                <Mail aria-hidden="true" className="size-4" />
                {t("auth.emailMeLink")}
              </Button>
            </TabsContent>
            <TabsContent value="register">
              <h2 className="sr-only">{t("auth.createHeading")}</h2>
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
          {isReset ? t("auth.resetTitle") : t("auth.linkTitle")}
        </CardTitle>
        <CardDescription>
          {isReset ? t("auth.resetLead") : t("auth.linkLead")}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isReset ? <ResetRequestForm {...shared} onSent={() => show("credentials")} /> : <MagicLinkForm {...shared} />}
        <Button variant="ghost" className="w-full" onClick={() => show("credentials")}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t("auth.backToLogin")}
        </Button>
      </CardContent>
    </Card>
  );
}
