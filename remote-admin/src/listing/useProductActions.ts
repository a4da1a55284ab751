import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from 'shared-contracts/api/routes';
import type { Category } from 'shared-contracts/domain/catalogue';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { notify } from 'shared-contracts/platform/toast';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { eachProduct } from './bulk';
import { exportProductsCsv } from './exportCsv';
import type { ProductFilters } from './filters';

/**
 * What the product table does to products, one or selected: publish, unpublish, delete (each
 * reports how many failed, then the table is read again), and the CSV export. `busy` while one runs.
 */
export function useProductActions({ filters, categories, done }: { filters: ProductFilters; categories: Category[]; done: () => void }) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  // A bulk run tells how many failed, once, at its end: no toast per product.
  const counted = { onError: () => true };
  const publishing = useApiMutation(routes.adminPublishProduct, counted);
  const unpublishing = useApiMutation(routes.adminUnpublishProduct, counted);
  const deletion = useApiMutation(routes.adminDeleteProduct, counted);

  const bulk = async (ids: string[], action: (id: string) => Promise<unknown>, doneText: string) => {
    setBusy(true);
    const { failed, lastError } = await eachProduct(ids, action);
    setBusy(false);
    if (failed > 0) notify(`${t('listing.bulk.failed', { count: failed })} ${apiErrorMessage(lastError)}`, 'error');
    else notify(doneText, 'success');
    done();
  };

  const publish = async (ids: string[], on: boolean) => {
    const mutation = on ? publishing : unpublishing;
    await bulk(ids, (id) => mutation.mutateAsync({ params: { id } }), t(on ? 'listing.bulk.published' : 'listing.bulk.unpublished', { count: ids.length }));
  };

  const remove = async (ids: string[]) => {
    await bulk(ids, (id) => deletion.mutateAsync({ params: { id } }), t('listing.bulk.deleted', { count: ids.length }));
  };

  const exportCsv = async () => {
    setBusy(true);
    try {
      await exportProductsCsv(filters, categories);
    } catch (error) {
      notify(apiErrorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return { busy, publish, remove, exportCsv };
}
