import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { MarkdownContent } from "./markdown-content";

function render(markdown: string, linksInNewTab: boolean) {
  const router = createMemoryRouter([{ path: "/", element: <MarkdownContent markdown={markdown} linksInNewTab={linksInNewTab} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("MarkdownContent", () => {
  it("drops javascript: links and keeps the text", () => {
    const out = render("[click](javascript:alert(1)) and ![x](javascript:alert(2))", true);
    expect(out).not.toContain("javascript:");
    expect(out).toContain("click");
  });

  it("opens blog links in a new tab with noopener", () => {
    const out = render("[CRA](https://www.canada.ca) [Reports](/reports)", true);
    expect(out.match(/target="_blank"/g)).toHaveLength(2);
    expect(out.match(/rel="noopener noreferrer"/g)).toHaveLength(2);
  });

  it("keeps site links in the app on site pages", () => {
    const out = render("[Reports](/reports) [CRA](https://www.canada.ca)", false);
    expect(out).toContain('href="/reports"');
    expect(out.match(/target="_blank"/g)).toHaveLength(1);
  });
});

describe("MarkdownContent tables", () => {
  it("draws pipe tables as tables that scroll on their own, with markdown in their cells", () => {
    const out = render("Intro\n\n| Province | Rate |\n|---|---|\n| **Ontario** | 59.0¢ |\n\nAfter", true);
    expect(out).toMatch(/<div class="mt-4 overflow-x-auto"><table [^>]*><thead [^>]*><tr><th scope="col"[^>]*>Province<\/th>/);
    expect(out).toMatch(/<tbody [^>]*><tr><td [^>]*><strong [^>]*>Ontario<\/strong><\/td>/);
    expect(out).toContain(">Intro</p>");
    expect(out).toContain(">After</p>");
  });

  it("leaves a line with a pipe but no table as text", () => {
    expect(render("a | b", true)).not.toContain("<table");
  });
});
