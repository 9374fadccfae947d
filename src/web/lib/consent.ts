export const CONSENT_STORAGE_KEY = "celiacclaim.consent";
export const CONSENT_ACCEPTED = "accepted";

export function hasAcceptedConsent(): boolean {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY) === CONSENT_ACCEPTED;
  } catch {
    return false;
  }
}

export function rememberConsent(): void {
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, CONSENT_ACCEPTED);
  } catch {
    // Without storage the notice shows again next visit, which is the safe side.
  }
}
