import type { PublicUser } from "#domain/auth-schemas";

/** What /api/login and /api/register answer with. */
export interface AuthResult {
  user: PublicUser;
  token: string;
}
