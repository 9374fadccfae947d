import { stripAccents } from "./normalise-text";

/**
 * French grocery words as they are spelled. OCR models trained mostly on other scripts often drop French accents
 * ("EPINARDS"); on a French receipt a word that matches one of these without its accents gets them back, so the
 * name reads as printed. Matching and gluten-free detection compare without accents and do not need this.
 */
const FRENCH_WORDS = [
  "BÉBÉ", "BÉBÉS", "ÉPINARDS", "CRÈME", "FRAÎCHE", "PÂTES", "PÂTE", "CÉRÉALES", "CÉRÉALE", "BLÉ", "FÈVES", "THÉ", "CAFÉ",
  "ÉPICÉ", "ÉPICÉE", "ÉPICES", "SUCRÉ", "SUCRÉE", "SALÉ", "SALÉES", "FUMÉ", "FUMÉE", "GRILLÉ", "GRILLÉES", "HACHÉ",
  "HACHÉE", "RÂPÉ", "TRANCHÉ", "TRANCHÉES", "ÉCRÉMÉ", "LÉGUMES", "BŒUF", "PÂTISSERIE", "GÂTEAU", "GÂTEAUX", "CRÊPES",
  "ÉRABLE", "MÉLANGE", "PÉTILLANTE", "PÉTILLANT", "ÉPICERIE", "CÉLERI", "MAÏS", "PÊCHES", "SÉCHÉ", "SÉCHÉS", "SÉCHÉES",
  "CONGELÉ", "CONGELÉS", "SURGELÉ", "SURGELÉS", "RÔTI", "DORÉ", "DORÉES", "ENRICHIE", "BIÈRE", "CRÈMERIE", "LAITIÈRE",
  "FROMAGÈRE", "CÔTELETTES", "CÔTES", "FILETS", "PURÉE", "GRANOLA", "BRIOCHÉ", "MERINGUÉE", "ÉCONOMIE", "ÉQUITABLE",
  "FRANÇAIS", "FRANÇAISE", "NATURE", "ÉTÉ", "HIVER", "MÛRES", "FRAMBOISES", "PAMPLEMOUSSE", "GRAINÉ", "GRAINES", "SÉSAME",
  "CRÉMEUX", "CRÉMEUSE", "SAUTÉ", "SAUTÉS", "SAUMON", "FUMÉS", "POÊLÉE", "PÂTÉ", "CHÈVRE", "GRUYÈRE", "EMMENTAL",
  "DÉJEUNER", "CÉRÉALIÈRE", "ÉCHALOTES", "ÉPIS", "LAITUE", "RÉGULIER", "RÉGULIÈRE", "ALLÉGÉ", "ALLÉGÉE", "GÉANT",
];
const ACCENTED = new Map(FRENCH_WORDS.map((w) => [stripAccents(w), w]));

export function restoreFrenchAccents(name: string): string {
  return name.replace(/\p{L}+/gu, (word) => {
    if (word !== word.toUpperCase()) return word;
    return ACCENTED.get(word) ?? word;
  });
}
