import { useEffect } from 'react';
import { SHOP } from 'shared-contracts/domain/shop';

/** The document title of a page: its own title, then the shop's name ('Your cart · Haat'). */
export const pageTitle = (title?: string) => (title ? `${title} · ${SHOP.name}` : SHOP.name);

/** Sets the document title while the page is shown; `undefined` (still loading) gives the shop's name. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
