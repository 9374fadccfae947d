import type { PublicUser } from "#domain/api/auth";
import { isLocale } from "#domain/i18n/locales";

interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Date | string;
  locale?: string | null;
}

export function toPublicUser(user: AuthUser): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: Boolean(user.emailVerified),
    createdAt: new Date(user.createdAt).toISOString(),
    locale: isLocale(user.locale) ? user.locale : null,
  };
}
