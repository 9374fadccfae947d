export interface MarkdownSection {
  heading: string;
  body: string;
}

/**
 * The `## ` sections of a markdown body, each with its heading and the text up to the next `## `; text before the
 * first one is left out. `###` sub-headings stay inside their section.
 */
export function splitSections(markdown: string): MarkdownSection[] {
  const sections: MarkdownSection[] = [];
  let current: { heading: string; lines: string[] } | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+\S/.test(line) ? line.slice(2).trim() : null;
    if (heading) {
      if (current) sections.push({ heading: current.heading, body: current.lines.join("\n").trim() });
      current = { heading, lines: [] };
    } else {
      current?.lines.push(line);
    }
  }
  if (current) sections.push({ heading: current.heading, body: current.lines.join("\n").trim() });
  return sections;
}
