import { useEffect, useState } from 'react';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';

/**
 * A settings section's values as the API has them, read once when the section opens with `read`
 * (a function of the section's module, so the same one on every render); a refusal is told in a
 * toast and the section keeps its spinner. The setter takes what a save answered.
 */
export function useSectionSettings<T>(read: () => Promise<T>): [T | null, (next: T) => void] {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    read().then(
      (settings) => live && setLoaded(settings),
      (error: unknown) => notify(apiErrorMessage(error), 'error'),
    );
    return () => {
      live = false;
    };
  }, [read]);
  return [loaded, setLoaded];
}
