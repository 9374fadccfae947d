import { parse } from "yaml";

export interface MarkdownDocument {
  data: Record<string, unknown>;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a markdown file into its YAML front matter (empty when absent) and its body. */
export function parseFrontMatter(raw: string): MarkdownDocument {
  const match = FRONT_MATTER.exec(raw);
  if (!match) return { data: {}, body: raw };
  const data: unknown = parse(match[1] ?? "");
  return {
    data: typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {},
    body: raw.slice(match[0].length),
  };
}
