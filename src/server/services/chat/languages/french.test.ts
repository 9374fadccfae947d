import { describe, expect, it } from "vitest";
import { questionConcepts } from "../question-concepts";
import { questionIntents } from "../question-intents";
import { termSequence } from "../terms";
import { french } from "./french";

describe("reading French questions", () => {
  it("brings plurals, genders and verb forms to one stem, and drops elisions and accents", () => {
    expect(termSequence("frais médicaux", french)).toEqual(termSequence("frais medical", french));
    expect(termSequence("conjointe", french)).toEqual(termSequence("conjoint", french));
    expect(termSequence("réclamer réclamé", french)).toEqual(["reclam", "reclam"]);
    expect(termSequence("l'année d'imposition", french)).toEqual(termSequence("annee imposition", french));
    expect(termSequence("cœliaque", french)).toEqual(termSequence("coeliaque", french));
  });

  it("brings a noun made of a verb to the verb's stem", () => {
    expect(termSequence("ma réclamation", french)).toEqual(termSequence("réclamer", french));
    expect(termSequence("la déclaration de revenus", french)[0]).toEqual(termSequence("je déclare", french)[0]);
  });

  it("reads set expressions as one word: « en ligne » is online, « ça me prend » is a need", () => {
    expect(termSequence("Du pain commandé en ligne", french)).toEqual(termSequence("pain commandé internet", french));
    expect(questionIntents("Quand je fais mes impôts en ligne, j'envoie mes reçus où?", french)).not.toContain("line");
    expect(questionIntents("C'est sur quelle ligne?", french)).toContain("line");
    expect(termSequence("Ça me prend-tu un papier du médecin?", french)).toEqual(termSequence("un papier du médecin", french));
    expect(termSequence("J'envoie ça à Revenu Canada?", french)).toEqual(termSequence("J'envoie ça à l'ARC?", french));
    expect(questionIntents("Faut-il envoyer ma lettre à Revenu Québec?", french)).not.toContain("amount");
    expect(questionIntents("Votre site envoie ma déclaration au gouvernement?", french)).not.toContain("send");
    expect(termSequence("Je fais mes impôts avec un comptable", french)).toEqual(termSequence("produire la déclaration avec un comptable", french));
  });

  it("reads a verb by its forms, not by its first letters", () => {
    expect(questionIntents("Mes frais de garderie, ça se déduit?", french)).not.toContain("retention");
    expect(questionIntents("J'envoie-tu la lettre de ma gastro à l'ARC?", french)).toContain("send");
    expect(questionIntents("Je joins mes reçus à ma déclaration?", french)).toContain("send");
    expect(questionIntents("Je conduis deux heures pour voir mon spécialiste", french)).toContain("travel");
    expect(questionIntents("Combien je récupère au bout du compte?", french)).toContain("amount");
  });

  it("reads « petit » as no package size on its own", () => {
    expect(questionConcepts("j'ai un petit salaire", undefined, french).flat()).not.toContain("format");
    expect(questionConcepts("un sac de 340 g", undefined, french).flat()).toContain("format");
  });

  it("drops the words every question shares", () => {
    expect(termSequence("jsuis cœliaque depuis 2019", french)).toEqual(termSequence("cœliaque 2019", french));
    expect(termSequence("Comme je disais, lors de mon rendez-vous, absolument tout", french)).toEqual(termSequence("je disais, de mon rendez-vous, tout", french));
    expect(termSequence("Est-ce que je peux déduire le pain sans gluten?", french)).toEqual(["deduir", "pain"]);
  });

  it.each([
    ["Est-ce que mon chum peut réclamer mon épicerie sans gluten sur son rapport d'impôt?", "spouse"],
    ["Faut-il utiliser l'année civile, de janvier à décembre?", "period"],
    ["Une allergie au blé, est-ce suffisant?", "who"],
    ["J'habite au Québec, y a-t-il un crédit provincial?", "province"],
    ["Le supplément remboursable pour frais médicaux, ça me concerne?", "supplement"],
    ["Combien de temps dois-je conserver mes reçus?", "retention"],
    ["Dois-je envoyer mes reçus avec ma déclaration?", "send"],
    ["Est-ce que je peux réclamer d'octobre à septembre?", "period"],
    ["Vous gardez mes factures combien de temps?", "retention"],
    ["C'est où dans mon rapport que je mets le pain de ma fille?", "line"],
    ["Comment on figure la différence pour mes craquelins?", "calculation"],
    ["Ottawa va-t-il changer les règles du crédit?", "change"],
  ])("reads %s as a question about %s", (question, intent) => {
    expect(questionIntents(question, french)).toContain(intent);
  });

  it("reads a diagnosis as the asker's circumstance, not as a question about who may claim", () => {
    expect(questionIntents("Ma fille vient d'être diagnostiquée cœliaque. Je peux réclamer son pain?", french)).not.toContain("who");
    expect(questionIntents("Un diagnostic de sensibilité au gluten, ça suffit?", french)).toContain("who");
  });

  it("reads an age as under or over 18, and a year named in words as the year", () => {
    expect(questionConcepts("mon fils a 17 ans, quelle ligne?", undefined, french)[0]).toEqual(french.minorWords);
    expect(questionConcepts("ma fille de 19 ans", undefined, french)[0]).toEqual(french.adultWords);
    expect(questionConcepts("garder mes reçus 6 ans", undefined, french).flat()).not.toContain("plus");
    expect(questionConcepts("le seuil de cette année", new Date("2026-03-01T12:00:00Z"), french).flat()).toContain("2026");
    expect(questionConcepts("suivre l'année civile", new Date("2026-03-01T12:00:00Z"), french).flat()).not.toContain("2026");
  });
});
