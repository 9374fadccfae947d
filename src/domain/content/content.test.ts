import { describe, expect, it } from "vitest";
import { formattersFor } from "../i18n/formatters";
import { parseBlogPost, relatedExcerpt, relatedPosts, type BlogPost } from "./blog-post";
import { chatRequestSchema, isValidChatEmail } from "./chat-schemas";
import { parseFrontMatter } from "./front-matter";
import { splitSections } from "./markdown-sections";
import { safeUrl } from "./safe-url";

const post = (slug: string, tags: string[], date: string): BlogPost =>
  parseBlogPost(`---\ntitle: "${slug}"\nslug: ${slug}\nsummary: "s"\ntitle_fr: "t"\nsummary_fr: "r"\ntags: [${tags.join(", ")}]\npublished_date: ${date}\n---\nBody`, slug);

describe("front matter", () => {
  it("splits YAML from the body and keeps dates as strings", () => {
    const doc = parseFrontMatter("---\ntitle: Hi\npublished_date: 2025-01-05\n---\n\n# Body\n");
    expect(doc.data).toEqual({ title: "Hi", published_date: "2025-01-05" });
    expect(doc.body.trim()).toBe("# Body");
  });

  it("treats a file without front matter as all body", () => {
    expect(parseFrontMatter("plain")).toEqual({ data: {}, body: "plain" });
  });

  it("names the file when a blog post lacks a field", () => {
    expect(() => parseBlogPost("---\ntitle: x\n---\n", "broken.md")).toThrow(/broken\.md: slug/);
  });
});

describe("blog helpers", () => {
  it("dates a post as MMMM d, yyyy in English and the French way in French", () => {
    expect(formattersFor("en-CA").longDate("2025-01-05")).toBe("January 5, 2025");
    expect(formattersFor("fr-CA").longDate("2025-01-05")).toBe("5 janvier 2025");
  });

  it("finds up to 3 related posts sharing a tag, most shared first", () => {
    const a = post("a", ["tax", "travel"], "2025-01-01");
    const all = [a, post("b", ["travel"], "2025-03-01"), post("c", ["tax", "travel"], "2025-02-01"), post("d", ["food"], "2025-04-01"), post("e", ["tax"], "2025-05-01"), post("f", ["tax"], "2025-06-01")];
    expect(relatedPosts(a, all).map((p) => p.slug)).toEqual(["c", "f", "e"]);
  });

  it("cuts related excerpts at 120 characters plus an ellipsis", () => {
    expect(relatedExcerpt("x".repeat(200))).toBe(`${"x".repeat(120)}...`);
  });
});

describe("safeUrl", () => {
  it.each(["https://a.ca", "http://a.ca", "mailto:a@b.ca", "irc://x", "ircs://x", "xmpp:a@b", "/blog/x", "#top", "page?a=b:c"])(
    "keeps %s",
    (url) => expect(safeUrl(url)).toBe(url),
  );
  it.each(["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x", "vbscript:x"])("blanks %s", (url) =>
    expect(safeUrl(url)).toBe(""),
  );
});

describe("splitSections", () => {
  it("returns each ## section with its body", () => {
    expect(splitSections("intro\n## One\nA\n### Sub\nB\n## Two\nC\n")).toEqual([
      { heading: "One", body: "A\n### Sub\nB" },
      { heading: "Two", body: "C" },
    ]);
  });
});

describe("chat request", () => {
  it("accepts a basic address and rejects others", () => {
    expect(isValidChatEmail("ana@example.ca")).toBe(true);
    expect(isValidChatEmail("ana@example.c")).toBe(false);
    expect(isValidChatEmail("ana.example.ca")).toBe(false);
  });

  it("trims the message and lower-cases the email", () => {
    expect(chatRequestSchema.parse({ message: "  hi ", email: "Ana@Example.CA" })).toEqual({ message: "hi", email: "ana@example.ca" });
    expect(chatRequestSchema.safeParse({ message: "   ", email: "ana@example.ca" }).success).toBe(false);
  });
});

describe("the bundled blog posts", () => {
  it("all parse", async () => {
    const { readdirSync, readFileSync } = await import("node:fs");
    const files = readdirSync("data/blog").filter((f) => f.endsWith(".md") && f !== "README.md");
    expect(files.map((f) => parseBlogPost(readFileSync(`data/blog/${f}`, "utf8"), f).slug)).toEqual(files.map((f) => f.replace(/\.md$/, "")));
  });
});
