import './ReportsPage.messages';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { reportRoutes, type Gstr1Report } from 'shared-contracts/api/reports';
import { GSTR1_FILES, gstr1Csv, gstr1FileName, gstr1PortalJson, salesRegisterCsv, SALES_REGISTER_COLUMNS, type Gstr1File } from 'shared-contracts/domain/gstr1-files';
import { formatMoney } from 'shared-contracts/domain/money';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { shopApi } from 'shared-contracts/platform/api';
import { downloadText } from 'shared-contracts/ui/download';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { PageHeading } from '../ui/PageHeading';
import { useKeyboardScrollable } from '../ui/useKeyboardScrollable';
import { periodChoices, type PeriodChoice } from './periods';

type SectionRow = { file: Gstr1File; rows: number; taxable: number; tax: number };

/** Each file's rows and figures: the sections' row counts, taxable values and tax. */
function sectionRows(report: Gstr1Report): SectionRow[] {
  const figures = (rows: readonly { taxable: number; igst: number; cgst?: number; sgst?: number }[]) => ({
    rows: rows.length,
    taxable: rows.reduce((sum, row) => sum + row.taxable, 0),
    tax: rows.reduce((sum, row) => sum + row.igst + (row.cgst ?? 0) + (row.sgst ?? 0), 0),
  });
  const of: Record<Gstr1File, Omit<SectionRow, 'file'>> = {
    b2b: figures(report.b2b),
    b2cl: figures(report.b2cl),
    b2cs: figures(report.b2cs),
    cdnr: figures(report.cdnr),
    cdnur: figures(report.cdnur),
    hsn_b2b: figures(report.hsn.filter((row) => row.table === 'b2b')),
    hsn_b2c: figures(report.hsn.filter((row) => row.table === 'b2c')),
    docs: { rows: report.docs.length, taxable: 0, tax: 0 },
  };
  return GSTR1_FILES.map((file) => ({ file, ...of[file] }));
}

/**
 * GST reports (/admin/dashboard/reports): the merchant picks a quarter or a month and downloads
 * GSTR-1 (a CSV per section for the GST Offline Tool, or the portal's JSON) and the sales register.
 * The API gives the figures (reports/gstr1.ts); the files are written here, through the one CSV module.
 */
export default function ReportsPage() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const choices = useMemo(() => periodChoices(new Date()), []);
  const [period, setPeriod] = useState(choices.quarters[0]!.value);
  const report = useApiQuery(reportRoutes.adminGstr1, { query: { period } });
  const [registerError, setRegisterError] = useState<unknown>();
  const scrollable = useKeyboardScrollable<HTMLDivElement>(t('reports.title'));
  const money = (paise: number) => formatMoney(paise, locale);

  const monthName = (year: number, month: number, withYear: boolean) =>
    new Intl.DateTimeFormat(locale, { month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
  const label = (choice: PeriodChoice) => {
    if (choice.kind === 'month') return `${monthName(choice.year, choice.month, true)} (${choice.value})`;
    const startMonth = choice.quarter === 4 ? 1 : 1 + choice.quarter! * 3;
    const startYear = choice.quarter === 4 ? choice.year + 1 : choice.year;
    return t('reports.quarterLabel', {
      quarter: choice.quarter,
      year: choice.value.slice(0, 7),
      from: monthName(startYear, startMonth, false),
      to: monthName(startYear, startMonth + 2, true),
    });
  };

  const downloadRegister = async () => {
    setRegisterError(undefined);
    try {
      const register = await (await shopApi()).call(reportRoutes.adminSalesRegister, { query: { period } });
      const headers = Object.fromEntries(SALES_REGISTER_COLUMNS.map((column) => [column, t(`reports.register.${column}`)])) as Record<(typeof SALES_REGISTER_COLUMNS)[number], string>;
      const csv = salesRegisterCsv(register, headers, {
        invoice: t('reports.register.invoiceDocument'),
        creditNote: t('reports.register.creditNoteDocument'),
        shipping: t('reports.register.shipping'),
      });
      downloadText(`sales-register-${period}.csv`, csv, 'text/csv');
    } catch (error) {
      setRegisterError(error);
    }
  };

  const data = report.data?.period.id === period ? report.data : undefined;
  return (
    <>
      <PageHeading title={t('reports.title')} intro={t('reports.intro')} />
      <p>
        <label htmlFor="report-period">{t('reports.period')}</label>{' '}
        <Select
          id="report-period"
          style={{ minWidth: 280 }}
          value={period}
          onChange={setPeriod}
          options={[
            { label: t('reports.quarters'), options: choices.quarters.map((choice) => ({ value: choice.value, label: label(choice) })) },
            { label: t('reports.months'), options: choices.months.map((choice) => ({ value: choice.value, label: label(choice) })) },
          ]}
        />
      </p>
      {report.error !== undefined && <p role="alert">{apiErrorMessage(report.error)}</p>}
      {data && (
        <p>
          {t('reports.totals', {
            invoices: data.totals.invoices.count,
            invoicesTaxable: money(data.totals.invoices.taxable),
            invoicesTax: money(data.totals.invoices.igst + data.totals.invoices.cgst + data.totals.invoices.sgst),
            notes: data.totals.creditNotes.count,
            notesTaxable: money(data.totals.creditNotes.taxable),
            notesTax: money(data.totals.creditNotes.igst + data.totals.creditNotes.cgst + data.totals.creditNotes.sgst),
          })}
        </p>
      )}
      <div ref={scrollable}>
        <Table<SectionRow>
          rowKey="file"
          size="small"
          loading={!data && report.error === undefined}
          dataSource={data ? sectionRows(data) : []}
          pagination={false}
          scroll={{ x: true }}
          columns={[
            { title: t('reports.col.section'), key: 'section', render: (_, row) => t(`reports.section.${row.file}`) },
            { title: t('reports.col.rows'), dataIndex: 'rows', align: 'right' },
            { title: t('reports.col.taxable'), key: 'taxable', align: 'right', render: (_, row) => (row.file === 'docs' ? '' : money(row.taxable)) },
            { title: t('reports.col.tax'), key: 'tax', align: 'right', render: (_, row) => (row.file === 'docs' ? '' : money(row.tax)) },
            {
              title: t('reports.col.file'),
              key: 'file',
              render: (_, row) => (
                <Button size="small" aria-label={`${t('reports.downloadCsv')}: ${gstr1FileName(data!, row.file)}`} onClick={() => downloadText(gstr1FileName(data!, row.file), gstr1Csv(data!, row.file), 'text/csv')}>
                  {t('reports.downloadCsv')}
                </Button>
              ),
            },
          ]}
        />
      </div>
      <p>
        <Button type="primary" disabled={!data} onClick={() => data && downloadText(gstr1FileName(data, 'json'), JSON.stringify(gstr1PortalJson(data), null, 2), 'application/json')}>
          {t('reports.downloadJson')}
        </Button>{' '}
        <Button onClick={() => void downloadRegister()}>{t('reports.downloadRegister')}</Button>
      </p>
      {registerError !== undefined && <p role="alert">{apiErrorMessage(registerError)}</p>}
    </>
  );
}
