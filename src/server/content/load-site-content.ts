import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseBlogPost, sortPostsNewestFirst, type BlogPost } from "#domain/content/blog-post";
import { translatorFor } from "#domain/i18n/translators";
import { PRODUCT_SPEC_PLANS, passagesFor, type PlanOffer } from "#domain/content/plan-passages";

/** The public site's own texts, as the web app bundles them: blog posts and the FAQ, help and How It Works pages. */
export interface SiteContent {
  posts: BlogPost[];
  faq: string;
  help: string;
  howItWorks: string;
}

/**
 * Read once at start from `CONTENT_DIR` (the repository's data/ folder); a malformed post stops the start. The pages
 * say what this server offers (`offer`): Premium's price only where it is sold.
 */
export function loadSiteContent(contentDir: string, offer: PlanOffer = PRODUCT_SPEC_PLANS): SiteContent {
  const blogDir = join(contentDir, "blog");
  const posts = readdirSync(blogDir)
    .filter((name) => name.endsWith(".md") && name !== "README.md")
    .map((name) => parseBlogPost(readFileSync(join(blogDir, name), "utf8"), name));
  const site = (name: string) => passagesFor(readFileSync(join(contentDir, "site", name), "utf8"), offer, translatorFor("en-CA"));
  return {
    posts: sortPostsNewestFirst(posts),
    faq: site("faq.md"),
    help: site("help.md"),
    howItWorks: site("how-it-works.md"),
  };
}
