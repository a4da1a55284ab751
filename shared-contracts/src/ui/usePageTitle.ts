import { useEffect } from 'react';
import { pageTitle } from 'shared-contracts/ui/pageTitle';
import { useStore } from 'shared-contracts/ui/useStore';

export { pageTitle };

/** Sets the document title while the page is shown; `undefined` (still loading) gives the shop's name. */
export function usePageTitle(title: string | undefined): void {
  const { tradingName } = useStore();
  useEffect(() => {
    document.title = pageTitle(title, tradingName);
  }, [title, tradingName]);
}
