import { PlaceholderPage } from "../components/layout/placeholder-page";

export default function PrivacyPolicyPage() {
  return (
    <PlaceholderPage title="Privacy Policy">
      What we collect, why, how long we keep it, and the choices you have.
    </PlaceholderPage>
  );
}
