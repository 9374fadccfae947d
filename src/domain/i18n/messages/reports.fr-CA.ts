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
  // The edit dialogs of a saved line
  "lineEdit.title":
    "{field, select, date {Modifier la date d’achat} product {Modifier le nom du produit} store {Modifier le magasin} quantity {Modifier la quantité} gfPrice {Modifier le prix SG} regularPrice {Modifier le prix ordinaire} category {Modifier la catégorie} other {Modifier la part déduite}}",
  "lineEdit.label":
    "{field, select, date {Date d’achat} product {Nom du produit} store {Magasin} quantity {Quantité (emballages)} gfPrice {Prix SG ($ CA)} regularPrice {Prix ordinaire comparable, un emballage} other {Valeur}}",
  "lineEdit.keys": "{product} · Appuyez sur Entrée pour enregistrer ou sur Échap pour annuler",
  "lineEdit.hint.date": "La date décide de l’année d’imposition et de la période de réclamation où la ligne compte.",
  "lineEdit.hint.gfPrice": "Ce que vous avez payé pour la ligne ({quantity} {count, plural, one {emballage} other {emballages}}).",
  "lineEdit.hint.quantity": "Le prix SG reste ce que vous avez payé ({price}); le prix ordinaire reste {unitPrice} l’emballage.",
  "lineEdit.hint.regularPrice": "× {quantity} = {total} au total",
  "lineEdit.currentPrice": "Prix actuel :",
  "lineEdit.currentPriceNamed": "Prix actuel : {product},",
  "lineEdit.category.description":
    "{product}. La catégorie classe la ligne dans les rapports; ses prix restent tels qu’enregistrés.",
  "lineEdit.share.description":
    "{product}. Si d’autres personnes mangent aussi ce produit, ne déduisez que la part consommée par la personne atteinte de la maladie cœliaque.",
  "lineEdit.share.label": "Part déduite (%)",
  "lineEdit.share.claimant": "Déduit pour",
  "reports.toast.updateFailed": "Échec de la modification",
  "reports.toast.deleteFailed": "Échec de la suppression",
  "reports.toast.downloadFailed": "Échec du téléchargement",
  "reports.toast.downloadFailedText": "Un problème est survenu lors de la création de votre rapport fiscal.",
  "reports.csvFailed": "Impossible de créer le fichier CSV",
  "planner.toast.provinceFailed": "Impossible d’enregistrer votre province",
  "planner.toast.deleteFailed": "Impossible de supprimer la dépense",
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
  "tax.chart.byMonth": "Coût supplémentaire par mois",
  "tax.chart.byCategory": "Coût supplémentaire par catégorie",
  "tax.chart.series": "Coût supplémentaire",
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
  "tax.overlap.printed":
    "Vous avez imprimé une demande pour {from} – {to}{claimant, select, none {} other { ({claimant})}} le {date}.",
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
  "planner.rule.calendarYear":
    "L’année civile donne le plus grand total ({total}); toute période de 12 mois se terminant en {year} peut être demandée.",
  "planner.rule.monthsEnding":
    "Les 12 mois se terminant le {end} donnent le plus grand total ({total}); toute période de 12 mois se terminant en {year} peut être demandée, et les mois suivants restent pour la demande de l’an prochain.",
  "planner.rule.youOnly":
    "Demandés dans votre déclaration, les frais rapportent {total}. Ajoutez le revenu de votre époux ou conjoint pour comparer.",
  "planner.rule.either": "Les deux déclarations rapportent {total}.",
  "planner.rule.better":
    "La demande dans {claimer, select, you {votre déclaration} other {la déclaration de votre époux ou conjoint}} rapporte {difference} de plus : le seuil est de 3 % du revenu net de la personne qui demande, donc le revenu le plus bas le dépasse habituellement plus tôt, pourvu qu’il y ait de l’impôt à réduire.",
  "planner.rule.noTax":
    "Compté à 0 $ : avec un revenu net de {income}, sous le montant personnel de base ({basic}), il n’y a pas d’impôt à réduire.",
  "planner.rule.federal":
    "{rate} de {base} : les frais de la ligne 33099 au-delà de {threshold}{dependant, select, none {} other { et ceux de la ligne 33199 au-delà de {dependant} (le seuil propre à la personne à charge)}}.",
  "planner.rule.quebecAbatement": "Moins l’abattement du Québec de {rate}, qui réduit déjà l’impôt fédéral d’un Québécois.",
  "planner.figure.federal": "Crédit fédéral (ligne 33200)",
  "planner.figure.provincial": "Crédit provincial",
  "planner.figure.quebec": "Crédit du Québec (ligne 381)",
  "planner.figure.quebecRefundable": "Crédit remboursable du Québec (ligne 462)",
  "planner.figure.supplement": "Supplément remboursable (ligne 45200)",
  "planner.notWorth.below":
    "La demande n’en vaut pas la peine cette année : les frais ({total}) ne dépassent pas le seuil le plus bas ({threshold}), donc aucun crédit n’en résulte.",
  "planner.notWorth.noTax":
    "La demande n’en vaut pas la peine cette année : les frais dépassent le seuil, mais personne dans le ménage n’a d’impôt que les crédits pourraient réduire, et le supplément remboursable ne s’applique pas.",
  "planner.change.more":
    "Des frais médicaux de plus de {threshold} pendant la période, {missing} de plus qu’actuellement : médicaments, soins dentaires, lunettes et primes d’assurance maladie comptent avec le coût des aliments sans gluten.",
  "planner.change.lowerIncome":
    "Une personne qui demande dont le revenu net est inférieur à {income}, dont 3 % est moins que ces frais.",
  "planner.change.tax":
    "De l’impôt à réduire : les crédits ne sont pas remboursables, et un revenu net sous {basic} n’en laisse aucun. Le supplément remboursable exige un revenu gagné d’au moins le plancher de l’année.",
  "summary.pageTitle": "Sommaire de la demande",
  "summary.loading": "Chargement de votre sommaire...",
  "summary.back": "Retour au sommaire fiscal",
  "summary.print": "Imprimer",
  "summary.name.title": "À qui est cette demande?",
  "summary.name.text":
    "Ajoutez une fois le nom de la personne qui demande le crédit; il est gardé dans vos paramètres et imprimé sur chaque sommaire.",
  "summary.name.submit": "Ajouter au sommaire",
  "summary.title": "Coût supplémentaire des aliments sans gluten : sommaire de la demande",
  "summary.claimant": "Demandeur",
  "summary.notGiven": "Non indiqué",
  "summary.claimedFor": "Demandé pour",
  "summary.everyone": "Tout le monde (toutes les lignes)",
  "summary.taxYear": "Année d’imposition",
  "summary.claimPeriod": "Période de la demande",
  "summary.lineOfReturn": "Ligne de la déclaration",
  "summary.line": "Ligne {line}",
  "summary.onLine": "À la ligne {line}",
  "summary.bothLines":
    "Ligne 33099 pour vous, votre époux ou conjoint de fait et vos enfants de moins de 18 ans; ligne 33199 pour les autres personnes à charge. Choisissez un demandeur pour imprimer un sommaire par ligne.",
  "summary.noPurchases": "Aucun achat sans gluten enregistré pour cette période.",
  "summary.explanation":
    "Coût supplémentaire = (prix moyen sans gluten − prix moyen du produit ordinaire comparable) × nombre × la part consommée par la personne atteinte de la maladie cœliaque, calculé pour chaque achat et jamais négatif; les prix sont par emballage. Les totaux sont arrondis au cent une seule fois; ils peuvent donc différer d’un cent de la somme des lignes arrondies. Inscrivez le total avec vos autres frais médicaux admissibles{line, select, none {} other { à la ligne {line}}}.",
  "summary.products.region": "Produits de la demande",
  "summary.products.caption": "Produits sans gluten achetés pendant la période de la demande",
  "summary.col.product": "Produit",
  "summary.col.for": "Pour",
  "summary.col.count": "Nombre acheté",
  "summary.col.averageGf": "Prix moyen SG, un emballage",
  "summary.col.regularProduct": "Produit ordinaire comparable",
  "summary.col.averageRegular": "Prix ordinaire moyen, un emballage",
  "summary.col.share": "Part",
  "summary.col.incremental": "Coût supplémentaire",
  "summary.total": "Total",
  "summary.sources": "{count} sources : voir chaque achat ci-dessous",
  "summary.purchasesHeading": "Chaque achat",
  "summary.purchases.caption": "Chaque achat sans gluten de la période de la demande, avec le prix ordinaire comparable",
  "summary.col.date": "Date",
  "summary.col.qty": "Qté",
  "summary.col.gf": "Prix SG, un emballage",
  "summary.col.regularWithSource": "Produit ordinaire comparable (source, si elle n’est pas donnée plus haut)",
  "summary.col.regular": "Prix ordinaire, un emballage",
  "summary.col.eligible": "Frais admissibles",
  "summary.paid": "{amount} payés",
  "summary.documentsHeading": "Documents à conserver (ne les envoyez pas avec votre déclaration)",
  "summary.document.letter":
    "Une lettre de votre médecin, sur papier à en-tête, qui confirme le diagnostic de maladie cœliaque et la nécessité d’un régime sans gluten à vie.",
  "summary.document.receipts":
    "Les reçus de chaque produit sans gluten que vous demandez (gardez les originaux en cas de vérification).",
  "summary.document.summary":
    "Ce sommaire de chaque produit sans gluten acheté pendant la période de la demande : produit, nombre, prix moyen sans gluten, le produit ordinaire comparable et son prix, et le coût supplémentaire.",
  "summary.keepFor": "Conservez ces documents pendant 6 ans après la fin de l’année d’imposition qu’ils concernent.",
  "summary.pdfTitle": "Sommaire de la demande CeliacClaim, année d’imposition {year}",
  "pack.readme.title": "Dossier de preuves CeliacClaim pour l’année d’imposition {year}",
  "pack.readme.intro":
    "Conservez ce dossier avec vos documents fiscaux pendant 6 ans après la fin de l’année d’imposition. Ne l’envoyez pas avec votre déclaration : l’Agence du revenu du Canada peut demander à le voir.",
  "pack.readme.summary": "{file} : le sommaire de la demande, le même que celui imprimé (par produit, puis chaque achat).",
  "pack.readme.csv": "{file} : chaque ligne de demande de l’année, telle que la page des rapports la télécharge.",
  "pack.readme.premiumOnly":
    "Pas de CSV : ce serveur réserve le téléchargement CSV à Premium. Le sommaire ci-dessus contient les mêmes lignes; passez à Premium pour ajouter le CSV.",
  "pack.readme.photos":
    "photos/ : les photos de reçus gardées par cet appareil, telles qu’elles ont été lues. À côté des photos de chaque reçu, un fichier .txt liste les lignes demandées à partir de ce reçu.",
  "pack.readme.noPhotos": "Aucune photo de reçu : cet appareil n’en a gardé aucune pour ces reçus.",
  "pack.readme.paperHeading":
    "Reçus sur papier seulement (aucune photo gardée sur cet appareil; conservez le reçu papier) :",
  "pack.readme.receipt": "{date}, {store} ({count, plural, one {# ligne demandée} other {# lignes demandées}})",
  "pack.readme.allPhotographed": "Chaque reçu demandé cette année a sa photo dans ce dossier.",
  "pack.readme.typedHeading":
    "Lignes saisies à la main, sans photo de reçu pour les accompagner (conservez leurs reçus) :",
  "pack.readme.madeOn":
    "Préparé le {date} par CeliacClaim, dans le navigateur; rien n’en a été envoyé à nos serveurs.",
  "pack.caption.title": "CeliacClaim : lignes demandées à partir de ce reçu",
  "pack.caption.store": "Magasin : {store}",
  "pack.caption.date": "Date : {date}",
  "pack.caption.photos": "Photos : {files}",
  "pack.caption.lines": "Demandé pour l’année d’imposition {year} :",
  "pack.caption.line":
    "{product} : {quantity} × {unitPrice}, payé {price}; prix ordinaire comparable {regularPrice} ({regular, select, none {} other {{regular}, }}{source}); frais admissibles {claimable} à une part de {share} ({claimant}, ligne {line})",
  "pack.caption.total": "Frais admissibles de ce reçu : {amount}",
  "pack.unknownStore": "Magasin inconnu",
};
