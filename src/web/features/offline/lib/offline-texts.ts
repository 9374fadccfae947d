/** The offline and update sentences, together for a later translation. */
export const OFFLINE_TEXTS = {
  offlineTitle: "You are offline",
  offlineBody: "Showing what was last loaded; changes are disabled until you are back online.",
  updateReady: "A new version is ready.",
  updateReload: "Reload",
  updateReloading: "Reloading…",
} as const;
