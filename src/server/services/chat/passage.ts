/** One answerable piece of the product's own knowledge, with the page it comes from. */
export interface Passage {
  id: string;
  title: string;
  /** The title without the source it names, when it names one. */
  topic?: string;
  /** Site-relative ("/blog/x") or absolute ("https://…"). */
  url: string;
  text: string;
  /** Below 1 when the cited page is only related to the text rather than stating it, so such a passage ranks lower. */
  weight?: number;
}
