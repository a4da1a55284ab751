import { useTranslation } from 'react-i18next';
import Alert from 'antd/es/alert';
import Table from 'antd/es/table';
import { isApiError } from 'shared-contracts/api/api-error';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { i18n } from 'shared-contracts/platform/i18n';
import type { BadRow, ImportReport, RowProblem } from './csv';

/**
 * The server's refusal of one row: its per-field messages, or the error's own message. A taken slug
 * means the product exists: the import never changes it (nor its stock, which buyers may have
 * reserved from since the file was made), and says so.
 */
export function problemsOf(error: unknown): RowProblem[] {
  if (isApiError(error) && error.code === 'conflict' && error.fields.slug) return [{ field: 'slug', message: i18n.t('listing.csv.exists', { ns: 'admin' }) }];
  if (isApiError(error) && Object.keys(error.fields).length > 0) {
    return Object.entries(error.fields).map(([field, messages]) => ({ field: field === 'categoryId' ? 'category' : field, message: messages.join(' ') }));
  }
  return [{ field: '', message: apiErrorMessage(error) }];
}

/** The import report: how many rows went in, and every refused row with its line and why. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('admin');
  if (report.missingColumns.length > 0) {
    return <Alert type="error" role="alert" title={t('listing.csv.missingColumns', { columns: report.missingColumns.join(', ') })} />;
  }
  return (
    <section aria-labelledby="csv-report-title" role="status" data-testid="csv-report">
      <h2 id="csv-report-title">{t('listing.csv.reportTitle')}</h2>
      <p>{t('listing.csv.summary', { imported: report.imported.length, rejected: report.rejected.length })}</p>
      {report.rejected.length > 0 ? (
        <Table<BadRow>
          size="small"
          rowKey="line"
          pagination={false}
          dataSource={report.rejected}
          columns={[
            { title: t('listing.csv.line'), dataIndex: 'line', width: 80 },
            { title: t('listing.field.title'), dataIndex: 'title' },
            {
              title: t('listing.csv.why'),
              dataIndex: 'problems',
              render: (problems: RowProblem[]) => (
                <ul style={{ margin: 0, paddingLeft: 16 }}>
                  {problems.map((problem, index) => (
                    <li key={index}>{problem.field ? `${t(`listing.field.${problem.field}`, { defaultValue: problem.field })}: ${problem.message}` : problem.message}</li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
}
