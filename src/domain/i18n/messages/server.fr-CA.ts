import type { SERVER_EN_CA } from "./server.en-CA";

/** messages/server.en-CA.ts in French (see messages.fr-CA.ts). */
export const SERVER_FR_CA: { readonly [K in keyof typeof SERVER_EN_CA]: string } = {
  "error.VALIDATION_FAILED": "Requête invalide",
  "error.BODY_INVALID_JSON": "Le corps de la requête n’est pas du JSON valide.",
  "error.BODY_EMPTY": "Le corps de la requête est vide; envoyez un objet JSON.",
  "error.BODY_LENGTH_MISMATCH": "L’en-tête Content-Length de la requête ne correspond pas à son corps.",
  "error.BODY_TOO_LARGE": "La requête est trop volumineuse.",
  "error.BODY_NOT_JSON": "Envoyez le corps de la requête en JSON (Content-Type: application/json).",
  "error.BODY_TOO_DEEP": "Le corps de la requête est imbriqué trop profondément.",
  "error.BODY_NOT_OBJECT": "Le corps de la requête doit être un objet JSON.",
  "error.INPUT_FORBIDDEN_CHARACTERS": "La requête contient des caractères non permis.",
  "error.NOT_FOUND": "Introuvable",
  "error.PATH_NOT_CANONICAL":
    "Cette adresse n’est pas écrite sous sa forme habituelle (pas de ./ ni de ../, de barres obliques doublées ou finales, ni de lettres encodées).",
  "error.BAD_URL": "Cette adresse n’est pas une URL valide.",
  "error.RATE_LIMITED": "Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.",
  "error.CHAT_RATE_LIMITED":
    "Vous envoyez des messages plus vite que je ne peux répondre. Veuillez patienter une minute, puis réessayer.",
  "error.DATABASE_UNAVAILABLE": "La base de données n’est pas disponible.",
  "error.NOT_SIGNED_IN": "Veuillez vous connecter pour continuer.",
  "error.CROSS_SITE_REQUEST":
    "Cette requête venait d’un autre site Web, elle a donc été refusée. Veuillez utiliser CeliacClaim directement.",
  "error.FORBIDDEN": "Vous n’êtes pas autorisé à faire ceci.",
  "error.INVALID_CREDENTIALS": "Courriel ou mot de passe invalide",
  "error.EMAIL_TAKEN":
    "Un compte existe déjà avec ce courriel. Connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié.",
  "error.RESET_LINK_INVALID": "Ce lien de réinitialisation est invalide ou expiré. Veuillez en demander un nouveau.",
  "error.ACCOUNT_LOCKED":
    "Trop de tentatives de connexion échouées pour ce courriel. Veuillez patienter quelques minutes, puis réessayer, ou réinitialisez votre mot de passe.",
  "error.PASSWORD_INCORRECT": "Ce n’est pas votre mot de passe. Rien n’a été modifié.",
  "error.REAUTHENTICATION_REQUIRED":
    "Pour supprimer votre compte, connectez-vous d’abord de nouveau avec un lien récent reçu par courriel (il prouve que la boîte de réception vous appartient).",
  "error.DELETION_LINK_INVALID":
    "Ce lien de suppression est invalide ou expiré. Votre compte n’a pas été supprimé; demandez un nouveau lien dans les Paramètres.",
  "error.QUOTA_EXCEEDED":
    "Vous avez utilisé vos reçus gratuits de ce mois-ci. Passez à Premium ({premiumPrice} par année) pour des reçus illimités.",
  "error.NOT_AN_IMAGE": "Seuls les fichiers image peuvent être traités. Veuillez téléverser une photo de votre reçu.",
  "error.IMAGE_EMPTY": "L’image est vide. Veuillez choisir une photo de votre reçu.",
  "error.IMAGE_NOT_BASE64": "Les données de l’image ne sont pas en base64 valide.",
  "error.IMAGE_TOO_LARGE": "L’image dépasse 10 Mo. Veuillez téléverser une photo plus petite.",
  "error.IMAGE_FORMAT_UNREADABLE":
    "Ce fichier n’est pas une image que nous pouvons lire. Veuillez téléverser une photo JPEG, PNG ou WebP.",
  "error.IMAGE_TOO_MANY_PIXELS": "L’image compte trop de pixels pour être traitée. Veuillez téléverser une photo plus petite.",
  "error.IMAGE_TOO_SMALL": "L’image est trop petite pour être lue. Veuillez téléverser une photo plus nette du reçu entier.",
  "error.IMAGE_DAMAGED": "Cette image est endommagée ou incomplète. Veuillez reprendre la photo ou choisir un autre fichier.",
  "error.RECEIPT_UNREADABLE":
    "Nous n’avons pas pu lire ce reçu. Veuillez prendre une photo plus nette, bien éclairée, où le reçu entier est visible.",
  "error.RECEIPT_WITHOUT_ITEMS":
    "Nous n’avons trouvé aucun article sur ce reçu. Essayez une photo plus nette et bien éclairée du reçu entier.",
  "error.DOCUMENT_NOT_SUPPORTED":
    "Nous ne pouvons pas lire ce fichier. Veuillez téléverser une photo, un reçu en PDF ou un courriel de reçu enregistré (.eml ou .html).",
  "error.DOCUMENT_TOO_LARGE": "Le fichier dépasse 10 Mo. Veuillez téléverser un fichier plus petit.",
  "error.DOCUMENT_TOO_LONG": "Ce PDF a trop de pages pour être un seul reçu. Veuillez téléverser seulement les pages du reçu.",
  "error.DOCUMENT_UNREADABLE": "Nous n’avons pas pu ouvrir ce fichier. Il est peut-être endommagé ou protégé par un mot de passe.",
  "error.DOCUMENT_WITHOUT_RECEIPT":
    "Nous n’avons trouvé aucun reçu dans ce fichier. Veuillez téléverser le reçu ou la confirmation de commande elle-même.",
  "error.RECEIPT_MAIL_UNAVAILABLE":
    "Ce serveur ne reçoit pas de reçus par courriel. Téléversez-les plutôt dans la page de téléversement.",
  "error.EXTRACTION_UNAVAILABLE":
    "Le lecteur de reçus n’est pas disponible pour le moment. Veuillez réessayer dans quelques minutes.",
  "error.EXTRACTION_BUSY": "Le lecteur de reçus est occupé. Veuillez réessayer dans une minute.",
  "error.RECEIPTS_BUSY": "Beaucoup de reçus sont en cours de lecture. Veuillez réessayer dans un instant.",
  "error.UPLOAD_RATE_LIMITED":
    "Vous avez téléversé beaucoup de reçus en peu de temps. Veuillez patienter un peu, puis réessayer.",
  "error.EXTRACTION_TIMEOUT": "Le lecteur de reçus a mis trop de temps. Veuillez réessayer.",
  "error.RECEIPT_NOT_FOUND": "Reçu introuvable.",
  "error.RECEIPT_ALREADY_SAVED": "Ce reçu est déjà enregistré. Modifiez ses lignes dans la page Rapports.",
  "error.RECEIPT_POSSIBLE_DUPLICATE":
    "Ce reçu ressemble à un reçu déjà enregistré. Vérifiez-le, puis choisissez Enregistrer quand même s’il s’agit d’un autre achat.",
  "error.ITEM_NOT_FOUND": "Article introuvable.",
  "error.ITEM_INDEX_INVALID": "Numéro d’article invalide",
  "error.LINE_NOT_A_PRODUCT":
    "Seul un produit peut être déduit : les lignes de rabais, de consigne et de frais ne sont pas des aliments.",
  "error.LINE_NOT_ELIGIBLE":
    "Seules les versions sans gluten d’aliments qui contiennent normalement du gluten sont des frais médicaux admissibles.",
  "error.LINE_UNCONFIRMED":
    "Confirmez que cette ligne est un produit sans gluten acheté pour la personne atteinte de la maladie cœliaque, ou désélectionnez-la.",
  "error.LINE_WITHOUT_COMPARABLE":
    "Choisissez un prix ordinaire comparable pour cette ligne : un produit semblable, la référence de la catégorie, ou le prix d’un emballage ordinaire.",
  "error.NO_PROPOSAL":
    "Aucune comparaison n’est proposée pour cette ligne : choisissez un produit, la référence de la catégorie, ou entrez un prix.",
  "error.NO_CATEGORY_REFERENCE":
    "Il n’y a pas de référence de catégorie pour cette ligne : ajoutez le format de l’emballage s’il manque, ou choisissez un produit de la liste ou entrez le prix d’un emballage ordinaire.",
  "error.PRODUCT_NOT_LISTED": "Choisissez l’un des produits proposés pour cette ligne.",
  "error.PACKAGE_SIZE_INVALID": "Entrez le format de l’emballage comme 450 g, 1 kg, 500 ml ou 6 unités.",
  "error.PACKAGE_SIZE_OUT_OF_RANGE":
    "Le format d’un emballage doit aller de 1 g ou 1 ml à 50 kg ou 50 L, ou de 1 à 120 unités.",
  "error.COMPARABLE_TOO_HIGH":
    "Avec ce changement, le prix ordinaire de la ligne dépasserait 10 000 $. Vérifiez le format, la quantité et le prix.",
  "error.NOTHING_SELECTED": "Veuillez sélectionner au moins un produit sans gluten avant d’enregistrer.",
  "error.PURCHASE_DATE_MISSING":
    "La date de ce reçu n’a pas pu être lue. Entrez la date d’achat avant d’enregistrer : elle détermine l’année d’imposition.",
  "error.PURCHASE_DATE_IN_FUTURE": "La date d’achat ne peut pas être dans le futur.",
  "error.LINE_NOT_FOUND": "Cet enregistrement est introuvable. Il a peut-être été supprimé.",
  "error.OTHER_EXPENSE_NOT_FOUND": "Cette dépense est introuvable. Elle a peut-être été supprimée.",
  "error.OTHER_EXPENSES_FULL":
    "Vous avez 100 dépenses inscrites, le maximum que garde le planificateur. Supprimez-en une dont vous n’avez plus besoin pour en ajouter une autre.",
  "error.PREMIUM_REQUIRED":
    "Ceci fait partie de Premium ({premiumPrice} par année). Passez à Premium dans Mon abonnement pour l’utiliser.",
  "error.ALREADY_PREMIUM": "Vous avez déjà Premium.",
  "error.NO_SUBSCRIPTION_TO_CANCEL": "Vous n’avez aucun abonnement actif à annuler.",
  "error.REFUND_NOT_AVAILABLE":
    "La garantie de remboursement de 30 jours couvre les 30 premiers jours suivant votre premier paiement, et ce délai est écoulé.",
  "error.PAYMENTS_NOT_CONFIGURED": "Premium n’est pas offert sur ce serveur.",
  "error.PAYMENTS_UNAVAILABLE":
    "Les paiements ne sont pas disponibles pour le moment. Rien n’a été facturé ni modifié. Veuillez réessayer dans quelques minutes.",
  "error.WEBHOOK_SIGNATURE_INVALID": "La signature du webhook n’est pas valide.",
  "error.LINE_PRICE_TOO_HIGH": "Les prix d’une ligne doivent être de 10 000 $ ou moins",
  "error.blocked.ineligible":
    "{names} ne {count, plural, one {peut} other {peuvent}} pas être {count, plural, one {déduit} other {déduits}} : seules les versions sans gluten d’aliments qui contiennent normalement du gluten sont des frais médicaux admissibles. {count, plural, one {Désélectionnez-le} other {Désélectionnez-les}} pour enregistrer.",
  "error.blocked.unconfirmed":
    "Confirmez que {names} {count, plural, one {est un produit sans gluten acheté} other {sont des produits sans gluten achetés}} pour la personne atteinte de la maladie cœliaque, et donnez un prix ordinaire comparable, ou {count, plural, one {désélectionnez-le} other {désélectionnez-les}}.",
  "error.blocked.comparable":
    "Choisissez un prix ordinaire comparable pour {names} : choisissez un produit semblable, acceptez la référence de la catégorie ou entrez le prix d’un emballage ordinaire.",
  "error.blocked.tooHigh":
    "Le prix ordinaire de {names} dépasserait {max, number} $. Vérifiez son format, sa quantité et son prix.",
  "error.duplicate.detail":
    "Ce reçu a {same, select, photo {la même photo qu’un reçu} other {le même magasin, la même date et le même total qu’un reçu}} que vous avez enregistré{savedOn, select, none {} other { le {savedOn}}}. Vérifiez-le, puis choisissez Enregistrer quand même s’il s’agit d’un autre achat.",
  "authError.linkInvalid": "Ce lien est invalide ou expiré. Veuillez en demander un nouveau.",
  "authError.emailNotVerified": "Veuillez d’abord confirmer votre adresse courriel : ouvrez le lien que nous vous avons envoyé.",
  "authError.noPassword": "Ce compte se connecte par des liens envoyés par courriel et n’a pas de mot de passe.",
  "error.wait.tooManyAttempts":
    "Trop de tentatives. Veuillez attendre {count, plural, one {# {unit, select, hour {heure} other {minute}}} other {# {unit, select, hour {heures} other {minutes}}}} et réessayer.",
  "error.wait.accountLocked":
    "Trop de tentatives de connexion échouées pour ce courriel. Veuillez attendre {count, plural, one {# {unit, select, hour {heure} other {minute}}} other {# {unit, select, hour {heures} other {minutes}}}} et réessayer, ou réinitialisez votre mot de passe.",
  "error.METHOD_NOT_ALLOWED": "Cette méthode n’est pas permise ici.",
  "error.CONFLICT": "Ceci entre en conflit avec l’état actuel. Veuillez recharger la page et réessayer.",
  "error.REQUEST_UNPROCESSABLE": "La requête n’a pas pu être traitée.",
  "error.UNEXPECTED": "Un problème est survenu de notre côté. Veuillez réessayer.",
  "error.quotaUpgrade":
    "Vous avez utilisé vos {limit} reçus gratuits de ce mois-ci. Passez à Premium ({premiumPrice} par année) pour des reçus illimités.",
  "error.quotaDiscard":
    "Vous avez utilisé vos {limit} reçus gratuits de ce mois-ci. Supprimez un reçu que vous n’avez pas enregistré, ou attendez le 1er du mois prochain.",
  "email.signature": "CeliacClaim",
  "email.pasteAddress": "Ou collez cette adresse dans votre navigateur : {url}",
  "email.verify.subject": "Vérifiez votre courriel pour CeliacClaim",
  "email.verify.intro": "Bienvenue sur CeliacClaim. Veuillez confirmer qu’il s’agit bien de votre adresse courriel.",
  "email.verify.action": "Vérifier mon courriel",
  "email.verify.outro": "Le lien expire dans 24 heures. Si vous n’avez pas créé de compte, vous pouvez ignorer ce message.",
  "email.reset.subject": "Réinitialisez votre mot de passe CeliacClaim",
  "email.reset.intro":
    "Quelqu’un (vous, nous l’espérons) a demandé de réinitialiser le mot de passe de votre compte CeliacClaim.",
  "email.reset.action": "Choisir un nouveau mot de passe",
  "email.reset.outro":
    "Le lien expire dans 1 heure et ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, ignorez ce message : votre mot de passe reste le même.",
  "email.magicLink.subject": "Votre lien de connexion CeliacClaim",
  "email.magicLink.intro": "Utilisez le bouton ci-dessous pour vous connecter à CeliacClaim.",
  "email.magicLink.action": "Me connecter à CeliacClaim",
  "email.magicLink.outro":
    "Le lien expire dans 15 minutes et ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, ignorez ce message.",
  "email.existing.subject": "Quelqu’un a tenté de s’inscrire avec votre courriel CeliacClaim",
  "email.existing.intro":
    "Quelqu’un (vous, nous l’espérons) a tenté de créer un compte CeliacClaim avec cette adresse courriel, mais vous en avez déjà un. Aucun nouveau compte n’a été créé et votre mot de passe n’a pas été modifié.",
  "email.existing.action": "Me connecter ou réinitialiser mon mot de passe",
  "email.existing.outro":
    "Dans la page de connexion, choisissez « Mot de passe oublié? » si vous ne vous en souvenez plus, ou demandez un lien de connexion. Si ce n’était pas vous, vous pouvez ignorer ce message : personne ne peut utiliser votre compte sans votre mot de passe ou cette boîte de réception.",
  "email.deletion.subject": "Confirmez la suppression de votre compte CeliacClaim",
  "email.deletion.intro":
    "Une personne connectée à votre compte CeliacClaim (vous, nous l’espérons) a demandé sa suppression. La suppression efface définitivement vos reçus, vos lignes de demande, vos paramètres et votre abonnement; téléchargez d’abord vos données si vous voulez en garder une copie.",
  "email.deletion.action": "Supprimer mon compte",
  "email.deletion.outro":
    "Le lien expire dans 30 minutes et demande une dernière confirmation avant toute suppression. Si vous ne l’avez pas demandé, ignorez ce message et changez votre mot de passe : votre compte reste tel quel.",
  "email.deleted.subject": "Votre compte CeliacClaim est supprimé",
  "email.deleted.intro":
    "Votre compte CeliacClaim et tous les renseignements que nous détenions à son sujet (reçus, lignes de demande, paramètres, abonnement) sont supprimés. Tout abonnement Premium est annulé et plus rien ne sera facturé.",
  "email.deleted.action": "Visiter CeliacClaim",
  "email.deleted.outro":
    "Vous pouvez vous réinscrire avec ce courriel en tout temps, comme nouveau compte. Si vous n’avez pas demandé ceci, écrivez-nous à l’adresse indiquée dans la politique de confidentialité.",
  "account.answer.deletionSent":
    "Nous avons envoyé un lien à {email}. Ouvrez-le dans les 30 minutes pour supprimer votre compte.",
  "account.answer.deleted": "Votre compte et toutes ses données sont supprimés. Vous avez été déconnecté.",
};
