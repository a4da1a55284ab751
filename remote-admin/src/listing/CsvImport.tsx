import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import { routes } from 'shared-contracts/api/routes';
import type { Category } from 'shared-contracts/domain/catalogue';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { checkProductCsv, importProducts, type ImportReport } from './csv';
import { ImportReportView, problemsOf } from './ImportReport';

/** Choose a CSV, check every row with the shared rules, import the good ones, report the rest. */
export default function CsvImport({ categories, onImported }: { categories: Category[]; onImported: () => void }) {
  const { t } = useTranslation('admin');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<ImportReport | null>(null);
  // Each row's refusal goes into the import report, not a toast.
  const reported = { onError: () => true };
  const creation = useApiMutation(routes.adminCreateProduct, reported);
  const variantsSave = useApiMutation(routes.adminSaveVariants, reported);

  const read = async (file: File) => {
    setBusy(true);
    setReport(null);
    try {
      const check = checkProductCsv(await file.text(), categories);
      const next = await importProducts(
        check,
        (product) => creation.mutateAsync({ body: product }),
        problemsOf,
        // a product sold by variant: its grid, from the version just created
        (created, { options, variants }) =>
          variantsSave.mutateAsync({ params: { id: created.id }, body: { version: created.version, options, variants } }),
      );
      setReport(next);
      if (next.imported.length > 0) onImported();
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div aria-busy={busy ? 'true' : 'false'}>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        aria-label={t('listing.csv.choose')}
        data-testid="csv-file"
        style={{ display: 'none' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void read(file);
        }}
      />
      <Button loading={busy} onClick={() => input.current?.click()}>
        {t('listing.csv.import')}
      </Button>
      {report ? <ImportReportView report={report} /> : null}
    </div>
  );
}
