import type { REPORTS_EN_CA } from "./reports.en-CA";

/** messages/reports.en-CA.ts in French (see messages.fr-CA.ts). */
export const REPORTS_FR_CA: { readonly [K in keyof typeof REPORTS_EN_CA]: string } = {
  "reports.title": "Rapport des reçus sans gluten",
  "reports.taxSummaryFor": "Sommaire fiscal {year}",
  "reports.failed": "Erreur de chargement des rapports",
  "reports.loading": "Chargement de vos rapports...",
  "reports.taxYear": "Année d’imposition",
  "reports.downloadCsv": "Télécharger le CSV",
  "reports.summary.title": "Dépenses en produits sans gluten en {year}",
  "reports.summary.none": "Aucune donnée pour {year}.",
  "reports.summary.caption": "Frais médicaux admissibles par catégorie en {year}",
  "reports.col.items": "Articles",
  "reports.col.gfCost": "Coût SG",
  "reports.col.regularCost": "Coût ordinaire",
  "reports.col.eligible": "Frais admissibles",
  "reports.col.date": "Date",
  "reports.col.qty": "Qté",
  "reports.col.claim": "Demande",
  "reports.col.actions": "Actions",
  "reports.total.items": "Total des articles",
  "reports.total.gfCost": "Coût SG total",
  "reports.total.regularCost": "Coût ordinaire total",
  "reports.total.eligible": "Total des frais médicaux admissibles",
  "reports.all.title": "Tous les reçus de {year}",
  "reports.all.lead":
    "Cliquez sur une date, un magasin, un produit, une catégorie, une quantité ou un prix pour le corriger.",
  "reports.all.none": "Aucun reçu trouvé pour {year}.",
  "reports.cardsHint": "Touchez une valeur pour la modifier. Glissez un reçu vers la gauche pour le supprimer.",
  "reports.moved.title": "Déplacé en {year}",
  "reports.moved.text":
    "« {name} » compte maintenant dans l’année d’imposition {year}, l’année de sa nouvelle date d’achat.",
  "reports.moved.show": "Afficher {year}",
  "reports.linesShown":
    "{lines, plural, one {# ligne affichée} other {# lignes affichées}}{receipts, plural, =0 {} one { provenant de # reçu} other { provenant de # reçus}} pour {year}.",
  "reports.edit":
    "Modifier {field, select, date {la date} store {le magasin} product {le nom du produit} category {la catégorie} quantity {la quantité} gfPrice {le prix SG} regularPrice {le prix ordinaire} other {la part déduite}} de {product}",
  "reports.delete": "Supprimer {product}",
  "reports.delete.title": "Confirmer la suppression",
  "reports.delete.text":
    "La ligne « {product} » sera supprimée définitivement de vos dossiers; les autres lignes de son reçu restent. Cette action est irréversible.",
  "reports.delete.confirm": "Supprimer",
  "reports.each": "{price} chacun",
  "tax.title": "Sommaire des frais médicaux",
  "tax.failed": "Un problème est survenu au chargement de votre rapport fiscal. Veuillez réessayer plus tard.",
  "tax.loading": "Chargement de votre sommaire fiscal...",
  "tax.period": "Du {start} au {end}",
  "tax.calendarYear": "Année civile {year}",
  "tax.monthsEnding": "12 mois se terminant en {month} {year}",
  "tax.claimPeriod": "Période de la demande",
  "tax.periodHint":
    "{period}. N’importe quelle période de 12 mois se terminant dans l’année d’imposition, pas déjà déduite.",
  "tax.claimFor": "Demande pour",
  "tax.everyone": "Tout le monde (toutes les lignes)",
  "tax.claimForHint": "Indiquez pour qui est chaque achat dans la colonne Demande de vos rapports.",
  "tax.byCategory": "Frais admissibles par catégorie",
  "tax.byCategoryCaption": "Frais médicaux admissibles par catégorie",
  "tax.printable": "Sommaire imprimable de la demande",
  "tax.overPeriod": "Coût supplémentaire sur la période",
  "tax.loadingCharts": "Chargement des graphiques...",
  "tax.info.title": "Renseignements fiscaux",
  "tax.info.incremental":
    "Seul le coût supplémentaire des aliments sans gluten peut être déduit : ce que vous avez payé de plus que le prix de produits ordinaires comparables, et non le prix complet.",
  "tax.info.diagnosis": "Il vous faut un diagnostic de maladie cœliaque posé par un médecin pour le déduire.",
  "tax.info.keep":
    "Conservez vos reçus et la lettre de diagnostic : vous ne les envoyez pas, mais l’ARC peut demander à les voir.",
  "tax.info.lines":
    "Déduisez-le à la ligne 33099 pour vous, votre époux ou conjoint de fait et vos enfants de moins de 18 ans, ou à la ligne 33199 pour les autres personnes à charge.",
  "tax.info.link": "ARC : frais médicaux admissibles (lignes 33099 et 33199)",
  "tax.info.newTab": "(s’ouvre dans un nouvel onglet)",
  "tax.reminder.title": "Rappel de l’ARC sur les pièces justificatives",
  "tax.reminder.text": "L’ARC exige que vous conserviez le reçu original, papier ou numérique, comme preuve d’achat.",
  "tax.noData.title": "Aucune donnée",
  "tax.noData.text": "Vous n’avez aucun achat sans gluten enregistré pour {year}.",
  "tax.noData.upload":
    "Téléversez vos reçus d’épicerie pour commencer à suivre le coût supplémentaire des aliments sans gluten.",
  "tax.overlap.title": "Période de demande qui chevauche",
  "tax.overlap.text":
    "Cette période {count, plural, one {la chevauche} other {les chevauche}} : un achat ne peut être déduit qu’une fois.",
  "tax.estimate.title": "Estimez votre crédit d’impôt",
  "tax.estimate.lead":
    "Coût supplémentaire des produits sans gluten à la ligne {line} pour cette période : <strong>{amount}</strong>.",
  "tax.estimate.dependant":
    "Utilisez le revenu net de la personne à charge : chaque personne à charge de la ligne 33199 a son propre seuil.",
  "tax.estimate.income": "Revenu net (ligne 23600)",
  "tax.estimate.province": "Province ou territoire",
  "tax.estimate.other": "Autres frais médicaux (facultatif)",
  "tax.estimate.otherHint":
    "Vos autres frais médicaux (médicaments, soins dentaires, lunettes...) comptent pour le même seuil : les ajouter peut augmenter votre crédit.",
  "tax.estimate.label": "Estimation du crédit",
  "tax.estimate.threshold": "Seuil",
  "tax.estimate.thresholdRule": "Le moins élevé de {rate} du revenu net ({incomeThreshold}) et de {fixed} pour {year}.",
  "tax.estimate.computed": "Calculé, pas encore publié : {how}.",
  "tax.estimate.above": "Frais au-delà du seuil",
  "tax.estimate.federal": "Crédit fédéral à {rate}",
  "tax.estimate.provincial": "Crédit provincial à {rate}",
  "tax.estimate.enterIncome": "Entrez votre revenu net pour voir l’estimation.",
  "tax.estimate.nearestYear":
    "Les chiffres de {year} ne sont pas encore dans notre table; l’année connue la plus proche est utilisée.",
  "tax.estimate.planner":
    "Quel conjoint devrait faire la demande, la meilleure période de 12 mois et les crédits remboursables : <link>ouvrez le planificateur de demande</link>.",
  "evidence.button": "Télécharger le dossier de preuves",
  "evidence.building": "Préparation du dossier…",
  "evidence.hint":
    "Un fichier zip pour {year} : le sommaire de la demande en PDF, le CSV de l’année et les photos de reçus conservées sur cet appareil, chacune avec les lignes déduites.",
  "evidence.failed": "Impossible de préparer le dossier de preuves",
  "planner.intro":
    "Comment déduire vos frais médicaux pour récupérer le plus : la meilleure période de 12 mois, qui devrait faire la demande et les crédits remboursables. Chaque chiffre est une estimation accompagnée de la règle qui l’a produit.",
  "planner.yearLabel": "Année d’imposition",
  "planner.provinceQuestion": "Où habitiez-vous le 31 décembre?",
  "planner.provinceHelp":
    "Votre province ou territoire de résidence au 31 décembre détermine le crédit provincial. Il est enregistré dans les paramètres.",
  "planner.saveProvince": "Enregistrer",
  "planner.household": "Votre ménage",
  "planner.householdHelp":
    "Le revenu net est la ligne 23600 de chaque déclaration; le revenu gagné est le revenu d’emploi et de travail autonome, qu’examinent les crédits remboursables. Rien de ce que vous tapez ici n’est enregistré; votre propre revenu net part de celui des paramètres.",
  "planner.yourNetIncome": "Votre revenu net",
  "planner.yourEarnedIncome": "Votre revenu gagné",
  "planner.spouseNetIncome": "Revenu net de l’époux ou du conjoint (facultatif)",
  "planner.spouseEarnedIncome": "Revenu gagné de l’époux ou du conjoint",
  "planner.dependantNetIncome": "Revenu net de la personne à charge de la ligne 33199",
  "planner.otherExpenses": "Autres frais médicaux",
  "planner.otherExpensesHelp":
    "Médicaments, soins dentaires, lunettes, primes d’assurance maladie : ils comptent pour le même seuil que le coût des produits sans gluten. Tapez ce que vous avez payé; aucun reçu n’est lu.",
  "planner.date": "Date",
  "planner.description": "Ce que c’était",
  "planner.amount": "Montant ($)",
  "planner.forWhom": "Pour qui",
  "planner.add": "Ajouter",
  "planner.noOtherExpenses": "Aucun autre frais pour l’instant.",
  "planner.period": "La meilleure période de 12 mois",
  "planner.periodNone":
    "Chaque période de 12 mois se terminant cette année chevauche une période imprimée pour la déclaration d’une autre année.",
  "planner.whoClaims": "Qui devrait faire la demande",
  "planner.needIncome": "Tapez votre revenu net pour voir ce que les frais vous rapportent.",
  "planner.best": "Rapporte le plus",
  "planner.total": "Total récupéré, estimé",
  "planner.needProvince": "Ajoutez votre province pour inclure son crédit.",
  "planner.wouldChange": "Ce qui changerait ce choix :",
  "planner.computedTitle": "Chiffres calculés, pas encore publiés",
  "planner.computedIntro":
    "Ces chiffres ont été obtenus à partir d’un montant publié et d’un facteur d’indexation publié, parce que le chiffre de l’année n’a pas été lu dans sa publication. Vérifiez-les avec les formulaires de l’année.",
  "planner.sourcesTitle": "D’où viennent les chiffres",
  "planner.title": "Planificateur de demande {year}",
  "planner.delete": "Supprimer {description}",
  "planner.periodBlocked":
    "{count, plural, one {# période chevauchant une période imprimée pour la déclaration d’une autre année a été écartée} other {# périodes chevauchant une période imprimée pour la déclaration d’une autre année ont été écartées}}.",
  "planner.periodTotals":
    "Coût des produits sans gluten {gf} et autres frais {other} à la ligne 33099; {dependant} à la ligne 33199.",
  "planner.claimer":
    "{claimer, select, you {Déduit dans votre déclaration} other {Déduit dans la déclaration de votre conjoint}}",
  "planner.addFailed": "Impossible d’ajouter ces frais. Veuillez réessayer.",
  "planner.onDecember31": "{province}, au 31 décembre.",
  "planner.changeInSettings": "Modifier dans les paramètres",
};
