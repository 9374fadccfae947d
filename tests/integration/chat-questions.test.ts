import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absoluteUrl } from "#server/services/chat/compose-answer";
import { loadFacts } from "#server/services/chat/load-facts";
import { createTestApp, PUBLIC_URL, type TestApp } from "./support/test-app";
import { DATABASE_KINDS } from "./support/test-database";

interface Expected {
  /** Facts the answer states. */
  facts: RegExp[];
  /** What a wrong answer would say, such as the other claim line. */
  not?: RegExp[];
}

const NO_FIRST = /^No\b/;

// The chat questions of the product's evaluation: typical questions and the key facts of a right answer.
const QUESTIONS: [string, Expected][] = [
  [
    "What can I claim for gluten-free food?",
    {
      facts: [
        /incremental cost/i,
        /minus the (cost|price) of a (similar|comparable)/i,
        /marketed specifically for gluten-free diets/i,
        /person with celiac disease/i,
      ],
    },
  ],
  [
    "Can I claim the full price of gluten-free bread?",
    { facts: [/never (claim )?(the|its) full price/i, /only the (difference|incremental cost)|claim only the incremental cost/i] },
  ],
  [
    "What documents do I need to keep for the celiac tax claim?",
    { facts: [/letter from (a|your) medical practitioner/i, /receipts/i, /summary/i, /celiac disease/i] },
  ],
  [
    "Which line do I claim gluten-free food on for my 10 year old daughter?",
    { facts: [/\b33099\b/, /children who were under 18|children under 18/i], not: [/\b33199\b/] },
  ],
  ["What is the medical expense threshold for 2025?", { facts: [/lesser of 3% of (your )?net income/i, /\$2,834 for 2025/] }],
  ["How much is the federal tax credit rate for 2026?", { facts: [/\b14% for 2026/, /14\.5% for 2025/, /\b15%/] }],
  [
    "My whole family eats the gluten-free pasta. What can I claim?",
    { facts: [/only the (part|share) eaten by the person with celiac disease/i] },
  ],
  [
    "Can I claim gluten-free rice or fruit?",
    { facts: [NO_FIRST, /naturally gluten-free/i, /not claimable/i, /marketed specifically for gluten-free diets/i] },
  ],
  [
    "Can I claim the gas for driving to the gluten-free bakery?",
    { facts: [NO_FIRST, /not medical expenses/i, /travel to obtain medical services/i] },
  ],
  [
    "I have non-celiac gluten sensitivity, can I claim?",
    { facts: [/only a person with celiac disease/i, /certified in writing by a medical practitioner/i, /non-celiac gluten sensitivity[^.]*not/i] },
  ],
  [
    "Which 12-month period can I use?",
    { facts: [/any 12-month period ending in the tax year/i, /didn't claim|haven't claimed|not claimed/i] },
  ],
  ["Do I need to send my doctor's letter with my tax return?", { facts: [NO_FIRST, /keep them/i, /CRA asks/i] }],
  [
    "Can I claim for my 20 year old son who has celiac and lives with me?",
    {
      facts: [/\b33199\b/, /dependant/i, /18 or older/i, /depended on you for support/i, /own threshold/i],
      not: [/\b33099\b/],
    },
  ],
  [
    "How do I calculate the incremental cost if the gluten-free loaf is smaller?",
    { facts: [/scale the regular price to the gluten-free package's size/i, /price per gram × gluten-free size/i, /subtract/i] },
  ],
  [
    "What is the medical expense threshold for 2026?",
    { facts: [/lesser of 3% of (your )?net income/i, /about \$2,891/, /\$2,834/, /indexed by 2\.0%/, /computed/i] },
  ],
  [
    "Can I claim gluten-free beer?",
    { facts: [/not among CRA's examples/i, /risky/i, /cautious|ask CRA or a tax professional/i] },
  ],
];

const facts = loadFacts("data");

const ask = (t: TestApp, message: string, i: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/chat/message",
    payload: { message, email: `asker${i}@example.ca` },
    remoteAddress: `10.9.0.${i}`,
  });

describe.each(DATABASE_KINDS)("the assistant answers the typical questions (%s)", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(QUESTIONS.map(([question, expected], i) => ({ question, expected, i })))(
    "$question",
    async ({ question, expected, i }) => {
      const res = await ask(t, question, i + 1);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.answered).toBe(true);
      const [answer, citations] = (body.reply as string).split(/\n\nSource: /);
      expect(citations, "the reply names its source").toBeDefined();

      const fact = facts.find((f) => answer!.startsWith(f.answer));
      expect(fact, "the reply is a fact, answer first").toBeDefined();
      expect(body.sources[0]).toEqual({ title: fact!.source.name, url: absoluteUrl(fact!.source.url, PUBLIC_URL) });

      for (const expectedFact of expected.facts) expect(answer, "the answer states it").toMatch(expectedFact);
      for (const wrong of expected.not ?? []) expect(answer).not.toMatch(wrong);
    },
  );
});
