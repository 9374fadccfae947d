import type { ACCOUNT_EN_CA } from "./account.en-CA";

/** messages/account.en-CA.ts in French (see messages.fr-CA.ts). */
export const ACCOUNT_FR_CA: { readonly [K in keyof typeof ACCOUNT_EN_CA]: string } = {
  "settings.receiptAddress.title": "Reçus par courriel",
  "settings.receiptAddress.description":
    "Transférez un reçu arrivé par courriel, ou un courriel avec son reçu en PDF joint, à votre propre adresse : il est lu et attend votre vérification à la page « Téléverser un reçu ». Quiconque connaît l’adresse peut y écrire; créez-en une nouvelle si elle circule.",
  "settings.receiptAddress.none": "Aucune adresse de transfert n’est activée.",
  "settings.receiptAddress.turnOn": "Activer une adresse de transfert",
  "settings.receiptAddress.label": "Votre adresse de transfert",
  "settings.receiptAddress.copy": "Copier",
  "settings.receiptAddress.copied": "Adresse copiée",
  "settings.receiptAddress.copyFailed": "Impossible de copier. Sélectionnez l’adresse et copiez-la vous-même.",
  "settings.receiptAddress.renew": "Créer une nouvelle adresse",
  "settings.receiptAddress.renewNote": "Une nouvelle adresse désactive l’ancienne aussitôt.",
  "settings.receiptAddress.turnOff": "Désactiver",
  "settings.receiptAddress.turnedOff": "Adresse de transfert désactivée",
  "settings.receiptAddress.changeFailed": "Impossible de modifier votre adresse de transfert",
};
