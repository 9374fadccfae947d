/** Every text the page shows or says to assistive technology: its words, its title and its labelling attributes. */
export function shownTexts(): string[] {
  const attributes = ["aria-label", "title", "placeholder", "alt"];
  const labelled = [...document.body.querySelectorAll("*")].flatMap((element) =>
    attributes.map((name) => element.getAttribute(name)).filter((value): value is string => value !== null),
  );
  return [document.body.textContent ?? "", document.title, ...labelled];
}
