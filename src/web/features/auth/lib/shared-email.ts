/**
 * The email typed in any of the auth card's forms, carried to the next one (Login to the sign-in link or the reset
 * form, and back), so it is typed once.
 */
export interface SharedEmail {
  email: string;
  onEmailChange: (email: string) => void;
}
