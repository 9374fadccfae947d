import { useEffect } from "react";

const SITE_NAME = "CeliacClaim";

export const siteTitle = (page: string) => `${page} | ${SITE_NAME}`;

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
