/** One answerable piece of the product's own knowledge, with the page it comes from. */
export interface Passage {
  id: string;
  title: string;
  /** Site-relative ("/blog/x") or absolute ("https://…"). */
  url: string;
  text: string;
}
