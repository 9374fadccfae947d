import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { linkify } from "./linkify";

const html = (text: string) => renderToStaticMarkup(<p>{linkify(text)}</p>);

describe("linkify", () => {
  it("links full URLs in a new tab and leaves trailing punctuation outside", () => {
    const out = html("See https://celiacclaim.ca/blog/x.");
    expect(out).toContain('href="https://celiacclaim.ca/blog/x"');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
    expect(out).toMatch(/<\/a>\.<\/p>$/);
  });

  it("adds https to bare domains but not to email addresses", () => {
    const out = html("Visit celiac.ca or write to support@celiacclaim.ca");
    expect(out).toContain('href="https://celiac.ca"');
    expect(out).not.toContain('href="https://celiacclaim.ca"');
  });

  it("shortens long addresses on screen but keeps them whole in the link", () => {
    const url = `https://www.canada.ca/${"a".repeat(80)}`;
    const out = html(url);
    expect(out).toContain(`href="${url}"`);
    expect(out).toContain("…</a>");
  });
});
