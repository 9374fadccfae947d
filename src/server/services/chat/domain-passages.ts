import type { Passage } from "./passage";
import {
  CELIAC_CANADA,
  CLAIM_LINES,
  CRA_INDEXATION,
  FINANCE_TAX_CUT,
  INCOME_TAX_ACT,
  RC4065,
  TRAVEL_RATES,
  type RuleSource,
} from "./rule-sources";

const rule = (id: string, topic: string, source: RuleSource, text: string): Passage => ({
  id: `rule-${id}`,
  title: `${topic} (${source.name})`,
  topic,
  url: source.url,
  text,
});

// The rules of docs/tax-rules.md, one family of facts per passage so that each cites the public page that states
// them. Each opens with the direct answer, since without a language model the passage is the reply.
export const DOMAIN_PASSAGES: Passage[] = [
  rule(
    "who-can-claim",
    "Who qualifies: only people with celiac disease, certified by a medical practitioner",
    INCOME_TAX_ACT,
    "Only a person with celiac disease can claim gluten-free food: the Income Tax Act covers a patient certified in writing by a medical practitioner as needing a gluten-free diet because of celiac disease. Non-celiac gluten sensitivity, gluten intolerance, a wheat allergy or a gluten-free diet by choice are not celiac disease, so they do not qualify for this claim.",
  ),
  rule(
    "what-you-claim",
    "What you can claim for gluten-free food: only the incremental cost",
    RC4065,
    "You can claim only the incremental cost of gluten-free food, never its full price: the cost of the gluten-free product minus the cost of a similar product with gluten. It applies to food products produced and marketed specifically for gluten-free diets, such as gluten-free bread, bagels, muffins and cereals, and to ingredients such as rice flour or gluten-free spices that the person with celiac disease uses to make gluten-free food for their own use. The claim is for the person with celiac disease, with a medical practitioner's letter.",
  ),
  rule(
    "how-to-calculate",
    "How to calculate the amount to claim per product (CRA's bread example)",
    RC4065,
    "For each gluten-free product: incremental cost = average cost of the gluten-free product − average cost of the similar product with gluten, and the amount to claim is that difference × the number bought in the 12-month period. CRA's example: 52 loaves of bread at $6.99 gluten-free against $3.49 with gluten: $3.50 × 52 = $182.00.",
  ),
  rule(
    "naturally-gluten-free",
    "Naturally gluten-free foods such as rice, fruit, vegetables and meat: no incremental cost",
    RC4065,
    "No: naturally gluten-free foods such as rice, fruit, vegetables, potatoes, meat, fish, eggs and milk are not claimable. The claim covers products produced and marketed specifically for gluten-free diets, which replace a food that normally contains gluten; plain rice or fruit replaces nothing, so there is no incremental cost, even with a gluten-free label. Rice flour used for gluten-free baking is different: it replaces wheat flour.",
  ),
  rule(
    "shared-food",
    "Food shared with the family: only the share of the person with celiac disease",
    RC4065,
    "If several people eat a gluten-free product, for example when the whole family eats the gluten-free pasta, only the part eaten by the person with celiac disease counts: claim that share of the incremental cost. If a family of four shares it equally, claim a quarter.",
  ),
  rule(
    "documents",
    "Documents to keep for the gluten-free claim: letter, receipts and summary",
    RC4065,
    "Keep three documents: a letter from a medical practitioner (such as your doctor) certifying that the person has celiac disease and needs a gluten-free diet; the receipts for each gluten-free product claimed; and a summary of each product bought in the 12-month period, with the number bought, the average cost of the gluten-free product and of the similar product with gluten, and the incremental cost. You don't send them with your return: keep them in case CRA asks.",
  ),
  rule(
    "documents-not-sent",
    "Sending the doctor's letter or receipts with your tax return",
    RC4065,
    "No, don't send them: the medical practitioner's letter, the receipts and the summary are not sent with your tax return. Keep them, in case CRA asks to see them later.",
  ),
  rule(
    "line-33099",
    "Line 33099: you, your spouse or partner, and your children under 18",
    CLAIM_LINES,
    "Line 33099: claim the gluten-free food of yourself, your spouse or common-law partner, and your or your spouse's children who were under 18 at the end of the year (a minor son or daughter). These expenses are added together and count above one threshold, based on your net income.",
  ),
  rule(
    "line-33199",
    "Line 33199: other dependants, such as adult children 18 or older",
    CLAIM_LINES,
    "Line 33199: claim for another dependant who depended on you for support, such as your or your spouse's child who was 18 or older at the end of the year (an adult son or daughter, for example one living with you), a grandchild, parent, grandparent, brother, sister, uncle, aunt, nephew or niece. Each dependant has their own threshold: their expenses count above the lesser of 3% of the dependant's net income or the year's fixed amount.",
  ),
  rule(
    "threshold",
    "Medical expense threshold for 2023, 2024 and 2025",
    CRA_INDEXATION,
    "Medical expenses count only above a threshold: the lesser of 3% of your net income or a fixed amount indexed each year, $2,834 for 2025, $2,759 for 2024 and $2,635 for 2023. Only the part of your total medical expenses above it goes toward the credit.",
  ),
  rule(
    "threshold-2026",
    "Medical expense threshold for 2026 (computed from CRA's 2.0% indexation)",
    CRA_INDEXATION,
    "For 2026, medical expenses count above the lesser of 3% of your net income or about $2,891. CeliacClaim computed that figure; it is not quoted from CRA: it is the 2025 amount, $2,834, indexed by 2.0%, the indexation increase CRA lists for 2026 ($2,834 × 1.02 = $2,890.68). Use the amount on CRA's 2026 forms when you file.",
  ),
  rule(
    "credit-rate",
    "Federal medical expense credit rate: 14% from 2026, 14.5% for 2025, 15% before",
    FINANCE_TAX_CUT,
    "The federal credit rate is 14% for 2026 and later years, 14.5% for 2025 and 15% for 2024 and earlier. Most non-refundable credits, the medical expense credit among them, use the lowest federal tax rate, which the 2025 federal tax cut lowered from 15% to 14% on July 1, 2025; the full-year rate for 2025 is 14.5%. Your province adds its own credit.",
  ),
  rule(
    "twelve-month-period",
    "Which 12-month period you can claim",
    RC4065,
    "Any 12-month period ending in the tax year, as long as you didn't claim those expenses in an earlier year. The calendar year is the simplest choice, but April 1, 2024 to March 31, 2025 also works on a 2025 return. For a person who died in the year, the period is 24 months including the date of death.",
  ),
  rule(
    "package-size",
    "Gluten-free package smaller than the regular one: scale the price to the same size",
    CELIAC_CANADA,
    "Compare like sizes: scale the regular price to the gluten-free package's size, then subtract. Regular price per gram × gluten-free size = comparable regular price. For a smaller gluten-free loaf, 450 g at $6.99, against a 675 g regular loaf at $3.49: $3.49 ÷ 675 g × 450 g = $2.33, so the incremental cost is $6.99 − $2.33 = $4.66 per loaf. Celiac Canada's example does the same with 240 g gluten-free cookies against a 575 g regular package.",
  ),
  rule(
    "grocery-travel",
    "Gas, kilometres or parking to buy gluten-free food are not claimable",
    RC4065,
    "No: gas, kilometres, parking or transit to drive to a grocery store or gluten-free bakery are not medical expenses, however far it is. The gluten-free rule covers only the incremental cost of the food itself, and travel expenses count only when you travel to obtain medical services.",
  ),
  rule(
    "medical-travel",
    "Travel to obtain medical services: the 40 km and 80 km rules",
    RC4065,
    "Travel counts as a medical expense only when you travel to obtain medical services that are not available near home: transportation, such as driving, when the place is at least 40 km away one way, and also meals, lodging and parking when it is at least 80 km away. A visit to your gastroenterologist for diagnosis or follow-up can qualify; a trip to buy food does not.",
  ),
  rule(
    "travel-rates",
    "Per-kilometre and meal rates for medical travel",
    TRAVEL_RATES,
    "For medical travel you can use CRA's simplified rates instead of keeping every receipt: a per-kilometre vehicle rate set for each province (2023: Alberta 53.0¢, British Columbia 56.5¢, Ontario 59.0¢, Québec 57.5¢) and a flat $23 per meal, up to $69 a day. The rates change every year: use the ones for the year you travelled.",
  ),
  rule(
    "alcoholic-drinks",
    "Gluten-free beer and other alcoholic drinks: a risky claim",
    RC4065,
    "Gluten-free beer is not among CRA's examples of products for gluten-free diets, which are foods such as gluten-free bread, bagels, muffins and cereals and baking ingredients such as rice flour. CRA has not said beer qualifies, so claiming it is risky: be cautious, ask CRA or a tax professional first, and if you claim it keep the receipts and the comparison with a regular beer. Wine and cider are naturally gluten-free, so they have no incremental cost.",
  ),
];
