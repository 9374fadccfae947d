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
  "settings.loading": "Chargement de vos paramètres...",
  "settings.loadFailed": "Impossible de charger vos paramètres",
  "settings.nameLoadFailed": "Impossible de charger votre nom",
  "settings.saved": "Paramètres enregistrés",
  "settings.savedText": "Les nouveaux achats que vous enregistrerez partiront de ces valeurs.",
  "settings.saveFailed": "Échec de l’enregistrement",
  "settings.defaults.title": "Valeurs par défaut de la demande",
  "settings.defaults.lead":
    "Les nouveaux achats enregistrés à partir d’un reçu partent de ces valeurs. Les achats déjà enregistrés gardent les leurs; modifiez-les dans la colonne Demande de vos rapports.",
  "settings.defaults.linesHint":
    "La ligne 33099 vise vous-même, votre époux ou conjoint de fait et vos enfants de moins de 18 ans; la ligne 33199 vise les autres personnes à charge, chacune avec son propre seuil.",
  "settings.defaults.share": "Part consommée par la personne atteinte de la maladie cœliaque (%)",
  "settings.defaults.shareHint":
    "Si d’autres personnes mangent aussi ces aliments, seule la part consommée par la personne atteinte de la maladie cœliaque peut être déduite.",
  "settings.defaults.income": "Votre revenu net de l’année, facultatif ($)",
  "settings.defaults.incomeHint":
    "Ligne 23600 de votre déclaration. Vos frais ne comptent qu’au-delà de 3 % de ce revenu (ou du montant fixe de l’année, s’il est moins élevé) : avec lui, le tableau de bord estime votre crédit. Laissez-le vide pour voir plutôt la fourchette.",
  "settings.defaults.province": "Province ou territoire où vous habitiez le 31 décembre",
  "settings.defaults.provinceHint":
    "Elle détermine votre crédit provincial, que le tableau de bord, le sommaire fiscal et le planificateur ajoutent au crédit fédéral.",
  "settings.name.title": "Nom sur votre sommaire de demande",
  "settings.name.lead": "Le sommaire imprimé porte ce nom : c’est le vôtre, à conserver avec votre déclaration.",
  "devicePhotos.cardTitle": "Photos des reçus sur cet appareil",
  "devicePhotos.cardDescription":
    "Le papier des reçus pâlit. Cet appareil peut garder la photo de chaque reçu que vous y enregistrez, dans le stockage de ce navigateur. Les photos ne sont jamais renvoyées et ne sont jamais sur nos serveurs; elles disparaissent avec un reçu dont vous supprimez les lignes, et avec votre compte.",
  "devicePhotos.toggleLabel": "Garder sur cet appareil la photo de chaque reçu que j’enregistre",
  "devicePhotos.toggleHint":
    "Seulement les reçus enregistrés à partir de maintenant, sur cet appareil. Un autre téléphone ou ordinateur a son propre réglage.",
  "devicePhotos.countNone": "Aucune photo de reçu n’est conservée sur cet appareil pour votre compte.",
  "devicePhotos.count":
    "Les photos de {count, plural, one {# reçu sont conservées} other {# reçus sont conservées}} sur cet appareil pour votre compte.",
  "devicePhotos.remove": "Les retirer de cet appareil",
  "devicePhotos.removeTitle": "Retirer les photos de reçus conservées sur cet appareil?",
  "devicePhotos.removeDescription":
    "Vos reçus enregistrés et vos lignes de demande restent. Les photos n’étaient que sur cet appareil : elles ne pourront pas être récupérées; gardez les reçus papier ou prenez de nouvelles photos.",
  "devicePhotos.removeCancel": "Les garder",
  "devicePhotos.removeConfirm": "Retirer les photos",
  "account.data.title": "Vos données",
  "account.data.lead":
    "Un fichier zip avec tout ce que nous conservons sur votre compte : un <code>data.json</code> avec chaque enregistrement (votre compte, vos paramètres, vos reçus et leurs lignes, vos lignes de demande, vos sommaires imprimés, vos documents et votre abonnement) et le CSV de la demande de chaque année. Les mots de passe et les jetons de connexion sont exclus.",
  "account.data.download": "Télécharger mes données",
  "account.data.failed": "Impossible de préparer vos données",
  "account.delete.title": "Supprimer mon compte",
  "account.delete.lead":
    "Supprimer votre compte efface définitivement chaque reçu, ligne de demande, paramètre et votre abonnement. Téléchargez d’abord vos données si vous pourriez avoir besoin de vos dossiers : l’ARC peut les demander pendant six ans.",
  "account.delete.open": "Supprimer mon compte…",
};
