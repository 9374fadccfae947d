import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { DEFAULT_LOCALE } from "#domain/i18n/locales";
import { localeOfAddress } from "#domain/site/twin-paths";
import { App } from "./app";
import { browserLocale, readLocaleChoice } from "./lib/locale-choice";
import { loadCatalogue } from "./lib/translators";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const render = (element: HTMLElement) =>
  createRoot(element).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The first page is drawn in its language, not in English first: a French reader's messages are fetched before it
// (English ones are in the first load; the account's own choice, known later, is the locale provider's to fetch).
// Should the fetch fail, English it is.
const firstLocale = localeOfAddress(window.location.pathname) ?? readLocaleChoice() ?? browserLocale();
if (firstLocale === DEFAULT_LOCALE) render(root);
else void loadCatalogue(firstLocale).then(
  () => render(root),
  () => render(root),
);
