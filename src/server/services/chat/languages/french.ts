import type { ChatLanguage } from "../chat-language";

/**
 * A light stemmer for French, on lower-cased words without accents: plurals to singular ("médicaux" → "medical",
 * "reçus" → "recu"), then one common ending cut so masculine and feminine, infinitive and participle meet ("conjointe"
 * and "conjoint", "réclamer", "réclamé" and "réclamant"), and a noun made of a verb meets its verb ("réclamation" and
 * "réclamer", "déclaration" and "déclarer"). As in English, a cut that spoils a word spoils it on both sides.
 */
function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("aux")) w = `${w.slice(0, -3)}al`;
  else if (w.length > 3 && /[sx]$/.test(w) && !/(ss|us)$/.test(w)) w = w.slice(0, -1);
  // "longue" is "long", as "fatigue" would be "fatig": a -gu left by a cut e is the g's spelling, not the word's.
  if (w.length > 5 && w.endsWith("gue")) return w.slice(0, -2);
  for (const ending of ["ation", "ement", "ant", "ee", "er", "ez", "e"]) {
    if (w.endsWith(ending) && w.length - ending.length >= 4) return w.slice(0, -ending.length);
  }
  return w;
}

// JavaScript's \b knows only ASCII letters: "où" or "reçu" would end in the middle of a word. The cues are written with
// \b and read with a boundary between any letters or digits and the rest.
const LETTER = String.raw`[\p{L}\p{N}]`;
const BOUNDARY = String.raw`(?:(?<!${LETTER})(?=${LETTER})|(?<=${LETTER})(?!${LETTER}))`;
const cue = (pattern: RegExp, flags = "u") => new RegExp(pattern.source.replaceAll(String.raw`\b`, BOUNDARY), flags);

// "Est-ce que je peux les réclamer?", "Je peux-tu déduire ça?", "Puis-je l'inclure?": a pronoun may sit before the verb.
const CLAIMABLE = cue(
  /\b(admissible|d[ée]ductible|d[ée]dui|claimable|compte|comptent)|\b(puis-je|peut-on|pouvons-nous|(je|j'|on|nous) (peux|peut|pourrais|pouvons)(-tu)?)\s+(les |le |la |l'|en |y |ça )?(r[ée]clamer|claimer|d[ée]duire|d[ée]clarer|inclure|demander|mettre|passer|compter)/,
);

export const french: ChatLanguage = {
  lang: "fr",
  stopWords: new Set(
    (
      "a à au aux avec ce ces cet cette c'est dans de des du elle elles en est et etre être eux il ils je la le les " +
      "leur leurs lui ma mais me meme même mes moi mon ne nos notre nous on ou où par pas pour qu que qui quoi sa se " +
      "ses son sur ta te tes toi ton tu un une vos votre vous y ça ca cela ceci est-ce quel quelle quels quelles " +
      "comment pourquoi quand combien peut peux puis puis-je pouvez pouvons peut-on dois doit faut fait faire avoir ai " +
      "as avons avez ont suis es sommes etes êtes sont ete été bonjour salut allo merci svp stp celiacclaim aussi tres " +
      "très bien tout tous toute toutes si alors donc oui non ok là la-dessus dessus ceux celle celles celui chez " +
      "j'ai j'en c'que qu'est-ce qu'il est-ce-que veux voudrais aimerais savoir sais besoin veut voulez sait savez " +
      // Spoken French: fillers, and verbs that carry no subject ("je vais", "je mets ça où", "ça donne quoi").
      "pis ben bin genre tsé tse vraiment quelque chose choses rien juste encore deja déjà toujours beaucoup " +
      "vais va vas vont aller met mets mettre mis fais faites font donne donner aurai aurais aura serait était etait " +
      // How a question is framed: "c'est vrai que…", "on m'a dit que je pouvais…", "ça compte pareil?".
      "vrai dit dire disent pouvais pouvait pourrais pourrait pareil " +
      // Prepositions, conjunctions and adverbs of time and manner, which say how or when, never what.
      "comme lors vers selon pendant durant après apres depuis entre sous via dont tel telle tels telles autant " +
      "absolument automatiquement exactement seulement simplement directement vite bientôt bientot souvent " +
      "maintenant asteure aujourd'hui hier demain ensuite jamais quand-même quelqu'un " +
      // Spoken contractions and fillers: "jsuis", "chu", "faque", "mettons", "pantoute".
      "jsuis chu jpeux jveux jpense ya y'a faque mettons pantoute right okay " +
      // Every page is about gluten-free food, so these words cannot tell passages apart.
      "gluten sans sg"
    ).split(" "),
  ),
  stem,
  phrases: [
    [cue(/\ben ligne\b/, "giu"), "internet"],
    // The CRA under its old name, still the one many people use; Revenu Québec's « revenu » is no income.
    [cue(/\b(?:revenu canada|agence du revenu du canada)\b/, "giu"), "ARC"],
    [cue(/\brevenu qu[ée]bec\b/, "giu"), "Québec"],
    // Sending, doing or filling in one's return is filing it (« produire »), not sending documents with it.
    [cue(/\b(?:envoy\w*|envoi\w*|transmet\w*|rempli\w*|fai\w*|fera\w*)\s+(?:ma|ta|sa|la|notre|votre|leur|mes|tes|nos|vos)\s+(?:d[ée]claration|imp[ôo]ts?|rapport d['’]imp[ôo]ts?)\b/, "giu"), "produire la déclaration"],
    // "ça me prend une lettre" is "I need a letter": the need is the question's frame, the letter its subject.
    [cue(/\b(?:[çc]a|y) (?:me|te|nous|vous|lui|leur) prend\b/, "giu"), " "],
  ],
  elision: cue(/^(?:l|d|j|qu|n|s|c|m|t|jusqu|lorsqu|puisqu)['’]/),
  synonymGroups: [
    { says: ["fille", "fils", "ado", "adolescent", "adolescente", "bebe", "bébé", "enfant", "enfants", "jeune", "flo", "kid", "gars", "garcon", "garçon", "fiston", "fillette"], means: ["enfant"] },
    { says: ["mari", "femme", "epouse", "époux", "epoux", "conjoint", "conjointe", "chum", "blonde", "partenaire", "copain", "copine", "amoureux", "amoureuse"], means: ["conjoint", "epoux"] },
    {
      says: [
        "mere", "mère", "maman", "pere", "père", "papa", "parent", "grand-mere", "grand-mère", "grand-pere", "grand-père",
        "grand-maman", "grand-papa", "grands-parents", "petit-fils", "petite-fille", "petits-enfants", "frere", "frère",
        "soeur", "sœur", "tante", "oncle", "niece", "nièce", "neveu", "proche",
      ],
      means: ["charge"],
    },
    {
      says: [
        "essence", "gaz", "carburant", "kilometrage", "kilométrage", "km", "kilometre", "kilomètre", "conduire", "auto",
        "voiture", "char", "autobus", "bus", "taxi", "transport", "stationnement", "route", "trajet", "voyage", "voyager",
      ],
      means: ["deplacement", "kilometre", "km", "transport"],
    },
    // Beer replaces a drink made with barley; wine, cider and spirits replace nothing: two families, two answers.
    { says: ["biere", "bière", "broue", "ale", "lager", "ipa", "microbrasserie", "alcool"], means: ["alcoolise", "biere"] },
    { says: ["vin", "cidre", "spiritueux", "vodka", "whisky", "whiskey", "rhum", "gin", "tequila", "téquila", "liqueur", "porto"], means: ["vin", "cidre", "spiritueux"] },
    { says: ["doc", "docteur", "medecin", "médecin", "omni", "omnipraticien", "pédiatre", "allergologue", "gastro", "gastroenterologue", "gastroentérologue", "infirmiere", "infirmière", "specialiste", "spécialiste"], means: ["praticien", "medecin"] },
    { says: ["note", "certificat", "attestation", "billet", "papier"], means: ["lettre"] },
    { says: ["soumettre", "joindre", "poster", "transmettre", "annexer", "inclure", "envoi"], means: ["envoyer"] },
    { says: ["fruit", "legume", "légume", "pomme", "banane", "patate", "viande", "poisson"], means: ["naturellement"] },
    { says: ["sensible", "intolerance", "intolérance", "intolerant", "intolérant", "allergie", "allergique"], means: ["sensibilite", "allergie"] },
    { says: ["famille", "menage", "ménage", "maisonnee", "maisonnée", "partage", "partager", "partagé", "colocataire", "colocs"], means: ["partage", "menage"] },
    // "Petit" and "gros" say a size only beside a package ("plus petit", which the facts say too): "ma petite" is a
    // child and "un petit salaire" a low income.
    { says: ["gramme", "grammes", "poids", "once", "taille", "grosseur"], means: ["format"] },
    {
      says: ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
      means: ["periode", "mois"],
    },
    { says: ["minimum", "plancher"], means: ["seuil"] },
    // "Claimer" is Québec's anglicism for « réclamer ».
    { says: ["deduire", "déduire", "deduction", "déduction", "deductible", "déductible", "reclamer", "réclamer", "claimer", "claim", "claimable"], means: ["demander"] },
    { says: ["pourcent", "pourcentage"], means: ["taux"] },
    { says: ["figurer", "figure"], means: ["calculer"] },
    // The app's words in Québec's anglicisms: "uploader" a receipt, "downloader" the CSV, "canceller" Premium.
    { says: ["uploader", "upload", "scanner", "scan", "numériser", "numeriser", "photographier"], means: ["téléverser"] },
    { says: ["downloader", "download", "exporter", "export"], means: ["télécharger"] },
    { says: ["canceller", "cancel", "résilier", "resilier", "désabonner", "desabonner"], means: ["annuler"] },
    { says: ["email", "e-mail", "mail", "courriel", "écrire", "ecrire"], means: ["courriel"] },
    { says: ["cell", "cellulaire", "iphone", "android", "téléphone", "telephone"], means: ["téléphone"] },
    { says: ["info", "infos", "information", "informations", "renseignement", "renseignements", "data"], means: ["données"] },
    { says: ["recapitulatif", "récapitulatif", "récapitulative", "recap", "récap", "bilan", "resume", "résumé"], means: ["sommaire"] },
    // In Québec a regular product is « régulier »; the facts say « ordinaire ».
    { says: ["regulier", "régulier", "reguliere", "régulière", "normal", "normaux", "normale", "standard", "habituel", "habituelle", "courant"], means: ["ordinaire"] },
    { says: ["celiaque", "céliaque", "celiac"], means: ["coeliaque"] },
    { says: ["facture", "bill", "coupon"], means: ["recu"] },
    { says: ["livraison", "expedition", "expédition", "port", "poste", "messagerie", "shipping"], means: ["livraison", "expedition"] },
    { says: ["gruau", "avoine"], means: ["avoine", "gruau"] },
    { says: ["bouffe", "nourriture", "epicerie", "épicerie", "manger", "produits", "alimentaire", "alimentaires"], means: ["aliment"] },
    { says: ["vu", "voir", "vois", "trouve", "trouvé", "reconnu", "reconnait", "reconnaît", "detecte", "détecté"], means: ["detecte", "reconnu"] },
    { says: ["commander", "commande", "commandé", "commandée", "commandées", "internet", "amazon"], means: ["ligne", "commande"] },
    { says: ["depense", "dépense", "depenses", "dépenses", "cout", "coût", "couts", "coûts"], means: ["frais"] },
    { says: ["ajouter", "rajouter", "rajoute", "ajoute", "inclure", "compter"], means: ["compte"] },
    { says: ["ravoir", "recuperer", "récupérer", "redonne", "redonner", "remboursement", "rembourse", "retour"], means: ["recuperer", "credit"] },
    { says: ["resto", "restos", "restaurants"], means: ["restaurant"] },
    { says: ["chips", "croustilles"], means: ["croustille"] },
    { says: ["impot", "impôt", "impots", "impôts", "rapport"], means: ["declaration"] },
  ],
  cues: {
    // "Admissible" is asked of people and of products alike; only asked of a person is it who may claim.
    who: cue(/\bqui (peut|a le droit|est admissible|a droit)|\b(suis-je|je suis|sommes-nous|est-il|est-elle|serait-il|serait-elle|serais-je) admissible|\badmissibilit|\b(allergi|sensib|intol[ée]ran)|par choix|\bsuffi/),
    line: cue(/\bligne\b|\b33[01]99\b|\bquel(le)? (annexe|formulaire)\b|\bo[uù]\b.*\b(d[ée]claration|rapport d'imp[ôo]t|(mon|ton|son|notre|votre|leur) rapport|imp[ôo]ts?)\b/),
    spouse: cue(/\b([ée]poux|[ée]pouse|conjointe?|mari|femme|chum|blonde|partenaire)\b|\b(lequel|laquelle|qui) de nous\b/),
    // « Figurer » is Québec's anglicism for working a figure out ("comment je figure le montant").
    calculation: cue(/\b(calcul|compar|formule)|\b(je|on|tu) figure|\bmoins cher|\bplus (petit|gros)\b|\bdiff[ée]rence de prix\b/),
    amount: cue(/\b(seuil|taux|pourcent|rembours|vaut|minimum)|%|\bcombien\b|\bretour d'imp[ôo]t\b|\brevenu\b|\br[ée]cup[èée]r/),
    documents: cue(/\b(document|paperasse|preuve|lettre|note|re[çc]us?|facture|sommaire|r[ée]sum[ée]|dossiers?|pi[èe]ces? justificatives?)\b/),
    // Verbs by their stems, so every person and tense is read: "j'envoie", "je joins", "on transmet".
    send: cue(/\b(envoi|envoy|joindr|joins|joint\b|soumet|soumis|post(er|ez|e|é)\b|annex|transmet|transmis|imp[ôo]tnet|netfile)/),
    // The verb's forms, not its prefix: "gardez" asks how long, "garderie" does not.
    retention: cue(/\bcombien de temps\b|\bcombien d'ann[ée]es\b|\b(conserv|jeter|d[ée]truire|d[ée]chiquet)|\bgard(er|e|es|ez|ons|ent|[ée]e?s?)\b/),
    period: cue(/\b(p[ée]riode|12 mois|douze mois|ann[ée]e civile|fiscal|janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[ûu]t|septembre|octobre|novembre|d[ée]cembre)|\bd[ée]c[ée]d|\bmort\b/),
    share: cue(/\b(partag|famille|familial|m[ée]nage|tout le monde)|\b(on|nous|ils|elles) (en )?mang|\baussi mang/),
    travel: cue(/\b(d[ée]placement|voyag|condui|essence|kilom|km|autobus|transport|taxi|stationnement|trajet|loin)/),
    shipping: cue(/\b(livraison|exp[ée]dition|frais de port|postaux|messagerie)\b/),
    province: cue(/\b(province|provincial|territoir|qu[ée]bec|ontario|alberta|colombie|manitoba|saskatchewan|nouvelle-[ée]cosse|nouveau-brunswick|terre-neuve|[îi]le-du-prince|yukon|nunavut|381|462)\b/),
    supplement: cue(/\b(suppl[ée]ment|45200)\b|\bremboursable\b.*\bm[ée]dica/),
    privacy: cue(/\b(confidentialit|vie priv[ée]e|images?|photos?|stock[ée]|copies|supprim\w* mon compte)|\bmes donn[ée]es\b/),
    // « Mon rapport » is, in Québec, one's tax return; the app's page is « Rapports ».
    app: cue(/\b(app|appli|application|celiacclaim|t[ée]l[ée]vers|num[ée]ris|csv|excel|export|(?<!(?:mon|ton|son|notre|votre|leur) )rapports?(?! d['’]imp)|premium|abonnement|forfait|gratuit|bouton|[ée]cran|page|avertissement)\b/),
    // A change of the rules is said either way round: « les règles changent », « changer les règles ».
    change: cue(/\b(p[ée]tition|1 ?000 ?\$|nouvelles? r[èe]gles?|r[èe]gles? (change|chang)|chang\w* (les |des )?r[èe]gles?)/),
  },
  weakCues: [
    ["line", cue(/\b(fils|fille|enfants?|petit-fils|petite-fille|petits-enfants|m[èe]re|maman|p[èe]re|papa|parents?|fr[èe]re|s(oe|œ)ur|ni[èe]ce|neveu|tante|oncle|personnes? [àa] charge)\b/)],
    ["claimable", CLAIMABLE],
  ],
  age: new RegExp(
    [
      // "mon fils a 17 ans", "ma fille de 19 ans", "âgé de 20 ans", but not "garder mes reçus 6 ans".
      String.raw`\b(?:a|a eu|aura|avait|vient d'avoir|[âa]g[ée]e?s? de|de)\s+(\d{1,3})\s*ans\b`,
      String.raw`\b(\d{1,3})\s*ans\s+(?:et|mais|qui|,)`,
    ].join("|"),
    "gi",
  ),
  minorWords: ["mineur", "moins"],
  adultWords: ["adulte", "plus"],
  sizeWords: ["format", "taille"],
  zeroWord: "zero",
  relativeYears: [
    // "l'année" alone is no year: "l'année civile", "à la fin de l'année", "l'année du décès".
    [/\bcette ann[ée]e(?:\s+d['’]imposition)?\b|\bl['’]ann[ée]e (?:en cours|courante|actuelle)\b/gi, 0],
    [/\bl['’]an (?:dernier|pass[ée])\b|\bl['’]ann[ée]e (?:derni[èe]re|pass[ée]e|pr[ée]c[ée]dente)\b/gi, -1],
    [/\bl['’]an prochain\b|\bl['’]ann[ée]e prochaine\b/gi, 1],
  ],
  markers: /\b(le|la|les|des|du|je|j'|mon|ma|mes|est|pour|avec|et|quoi|quel|quelle|peux|puis|combien|sans|dois|faut|ligne|mais|est-ce|qui|une?|sur|réclamer|déduire|frais|impôts?)\b|[éèêàçùôî]/g,
  texts: {
    smallTalk: /^(bonjour|bonsoir|salut|allo|allô|merci( beaucoup)?|bonne (journ[ée]e|soir[ée]e))\b[\s!.,?]*$/i,
    smallTalkReply:
      "Bonjour! Posez-moi vos questions sur le suivi des dépenses sans gluten : ce que vous pouvez demander, les documents à garder ou le fonctionnement de CeliacClaim.",
    support: (email, faqUrl) =>
      `Désolé, je n'ai pas encore de réponse fiable à cette question. Je l'ai transmise à notre équipe de soutien, ` +
      `qui vous répondra à ${email}. D'ici là, notre foire aux questions peut vous aider : ${faqUrl}`,
    faqTitle: "Foire aux questions",
    source: "Source :",
    seeAlso: "Voir aussi :",
    freeReceipts: (perMonth) => (perMonth === null ? "des reçus illimités" : `${perMonth} reçus par mois`),
  },
};
