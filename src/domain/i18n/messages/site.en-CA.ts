/**
 * The public site's reading pages (How It Works, the legal pages, the blog) and their feeds: loaded with those pages,
 * never with the landing. The long texts themselves are markdown in data/ (one file per language).
 */
export const SITE_EN_CA = {
  "site.howItWorks.title": "How It Works",
  "site.howItWorks.steps": "The three steps",
  "site.howItWorks.technology": "The technology behind it",
  "site.howItWorks.start": "Get started",
  "site.legal.lastUpdated": "Last updated: {date}",
  "site.legal.back": "Back",
  "site.terms.title": "Terms and Conditions",
  "site.terms.description": "The terms that apply when you use CeliacClaim to track gluten-free food costs for your tax claim.",
  "site.privacy.title": "Privacy Policy",
  "site.privacy.description":
    "How CeliacClaim collects, uses, shares, secures and keeps your information, and the rights you have over it.",
  "site.privacy.officer": "Our privacy officer",
  "site.privacy.writeTo":
    "For access, correction or deletion requests, or any question about your personal information, write to {address}.",
  "site.privacy.addressPending": "the address shown here once the page has loaded",
  "site.blog.title": "CeliacClaim Blog",
  "site.blog.description":
    "Guides for Canadians with celiac disease on tracking gluten-free food costs and claiming them as a medical expense.",
  "site.blog.lead": "Gluten-free living in Canada, and how to claim its extra cost as a medical expense.",
  "site.blog.inEnglishNote": "Articles are in English.",
  "site.blog.rss": "RSS feed",
  "site.blog.loading": "Loading blog posts…",
  "site.blog.loadFailed": "Unable to load blog posts. Please try again later.",
  "site.blog.retry": "Retry",
  "site.blog.none": "No blog posts found",
  "site.blog.back": "Back to Blog",
  "site.blog.postTitle": "{title} | CeliacClaim Blog",
  "site.blog.postFallbackTitle": "Blog Post | CeliacClaim",
  "site.blog.postLoadFailed": "Unable to load blog post. Please try again later.",
  "site.blog.postNotFound": "Blog post not found",
  "site.blog.summaryHeading": "Summary",
  "site.blog.articleInEnglish": "This article is in English; here is its summary.",
  "site.blog.sources": "Sources and References",
  "site.blog.related": "Related Articles",
  "site.blog.read": "Read Article",
  "site.blog.readLabel": "Read Article: {title}",
  "site.blog.tags": "Tags",
  // A post's tags are its front matter's ids, hyphens read as underscores (ICU's select keys take no hyphen).
  "site.blog.tag":
    "{tag, select, tax_claims {tax-claims} record_keeping {record-keeping} policy {policy} travel {travel} grocery_shopping {grocery-shopping} budgeting {budgeting} dining_out {dining-out} research {research} other {{tag}}}",
} as const;
