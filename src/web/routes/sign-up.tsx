import { AuthScreen } from "../features/auth/components/auth-screen";

export default function SignUpPage() {
  return <AuthScreen initialTab="register" />;
}
