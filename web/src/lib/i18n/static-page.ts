import { staticPage, type PageText, type StaticPagePath } from "@domain/pages/static-pages";
import { useLang } from "./lang-context";

/** A page's title and description in the page's language (domain/pages/static-pages.ts). */
export function useStaticPage(path: StaticPagePath): PageText {
  return staticPage(path, useLang());
}
