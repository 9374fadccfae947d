import type { SITE_EN_CA } from "./site.en-CA";

/** messages/site.en-CA.ts in French (see messages.fr-CA.ts). */
export const SITE_FR_CA: { readonly [K in keyof typeof SITE_EN_CA]: string } = {
  "site.howItWorks.title": "Comment ça marche",
  "site.howItWorks.steps": "Les trois étapes",
  "site.howItWorks.technology": "La technologie derrière l’application",
  "site.howItWorks.start": "Pour commencer",
  "site.legal.lastUpdated": "Dernière mise à jour : {date}",
  "site.legal.back": "Retour",
  "site.terms.title": "Conditions d’utilisation",
  "site.terms.description":
    "Les conditions qui s’appliquent lorsque vous utilisez CeliacClaim pour suivre le coût des aliments sans gluten en vue de votre demande fiscale.",
  "site.privacy.title": "Politique de confidentialité",
  "site.privacy.description":
    "Comment CeliacClaim recueille, utilise, communique, protège et conserve vos renseignements, et les droits que vous avez sur eux.",
  "site.privacy.officer": "Notre responsable de la protection des renseignements personnels",
  "site.privacy.writeTo":
    "Pour une demande d’accès, de correction ou de suppression, ou pour toute question sur vos renseignements personnels, écrivez à {address}.",
  "site.privacy.addressPending": "l’adresse qui s’affichera ici une fois la page chargée",
  "site.blog.title": "Blogue CeliacClaim",
  "site.blog.description":
    "Des guides pour les Canadiens atteints de la maladie cœliaque : suivre le coût des aliments sans gluten et le déduire comme frais médicaux.",
  "site.blog.lead": "Vivre sans gluten au Canada, et déduire le coût supplémentaire comme frais médicaux.",
  "site.blog.inEnglishNote": "Les articles sont en anglais; chacun commence par un résumé en français.",
  "site.blog.rss": "Fil RSS",
  "site.blog.loading": "Chargement des articles…",
  "site.blog.loadFailed": "Impossible de charger les articles. Veuillez réessayer plus tard.",
  "site.blog.retry": "Réessayer",
  "site.blog.none": "Aucun article trouvé",
  "site.blog.back": "Retour au blogue",
  "site.blog.postTitle": "{title} | Blogue CeliacClaim",
  "site.blog.postFallbackTitle": "Article de blogue | CeliacClaim",
  "site.blog.postLoadFailed": "Impossible de charger l’article. Veuillez réessayer plus tard.",
  "site.blog.postNotFound": "Article introuvable",
  "site.blog.summaryHeading": "Résumé",
  "site.blog.articleInEnglish": "Cet article est en anglais; en voici le résumé.",
  "site.blog.sources": "Sources et références",
  "site.blog.related": "Articles connexes",
  "site.blog.read": "Lire l’article",
  "site.blog.readLabel": "Lire l’article : {title}",
  "site.blog.tags": "Étiquettes",
  "site.blog.tag":
    "{tag, select, tax_claims {impôts} record_keeping {tenue de dossiers} policy {politiques publiques} travel {voyages} grocery_shopping {épicerie} budgeting {budget} dining_out {restaurants} research {recherche} other {{tag}}}",
};
