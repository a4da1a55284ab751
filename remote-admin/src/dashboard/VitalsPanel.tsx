import './VitalsPanel.messages';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Card from 'antd/es/card';
import { adminVitalsRoute, type VitalsReport } from 'shared-contracts/api/vitals';
import { VITAL_METRICS, VITAL_THRESHOLDS, VITALS_WINDOWS, vitalRating, type VitalMetric } from 'shared-contracts/domain/vitals';
import { apiErrorMessage } from 'shared-contracts/errors/api-error-message';
import { PAGE_TYPES } from 'shared-contracts/routes/page-types';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { Choice, formatVital, useRatingColour } from './vitalsUi';

// The plot is not needed to read the table: it loads after it.
const VitalsChart = lazy(() => import('./VitalsChart').then(({ VitalsChart: Chart }) => ({ default: Chart })));

type Window = (typeof VITALS_WINDOWS)[number];
type Group = VitalsReport['groups'][number];

/**
 * The dashboard's real-user speed (issue 34): the 75th percentile of LCP, INP, CLS and TTFB that
 * real visits reported (host/src/vitals), per page type and device class over 7 or 28 days, each
 * coloured and named against the Core Web Vitals thresholds, and a plot per day. Reads
 * GET /api/admin/vitals on its own: the rest of the dashboard never waits for it.
 */
export function VitalsPanel() {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const colour = useRatingColour();
  const [days, setDays] = useState<Window>(VITALS_WINDOWS[0]);
  const { data: report, error } = useApiQuery(adminVitalsRoute);

  const rows = new Map<string, { page: Group['page']; device: Group['device']; samples: number; figures: Partial<Record<VitalMetric, number>> }>();
  for (const group of report?.groups.filter((entry) => entry.days === days) ?? []) {
    const key = `${group.page}|${group.device}`;
    const row = rows.get(key) ?? { page: group.page, device: group.device, samples: 0, figures: {} };
    row.figures[group.metric] = group.p75;
    row.samples = Math.max(row.samples, group.samples);
    rows.set(key, row);
  }
  const ordered = [...rows.values()].sort((a, b) => PAGE_TYPES.indexOf(a.page) - PAGE_TYPES.indexOf(b.page) || a.device.localeCompare(b.device));
  const threshold = (metric: VitalMetric, which: 0 | 1) => formatVital(metric, VITAL_THRESHOLDS[metric][which], locale);

  return (
    <Card
      title={t('vitals.title')}
      size="small"
      style={{ marginBottom: 16 }}
      data-testid="vitals-panel"
      extra={<Choice label={t('vitals.windowLabel')} options={VITALS_WINDOWS} value={days} onChange={setDays} name={(count) => t('vitals.window', { count })} />}
    >
      <p style={{ marginTop: 0 }}>{t('vitals.intro')}</p>
      {!report ? (
        error ? (
          <p role="alert">
            {t('vitals.failed')} {apiErrorMessage(error)}
          </p>
        ) : (
          <p aria-busy="true">{t('vitals.loading')}</p>
        )
      ) : ordered.length === 0 ? (
        <p data-testid="vitals-none">{t('vitals.none', { count: days })}</p>
      ) : (
        // (scrolls sideways on a phone: focusable, so the keyboard can scroll it too)
        <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={t('vitals.title')}>
          <table style={{ width: '100%', minWidth: 560 }} data-testid="vitals-table">
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'left' }}>{t('vitals.page')}</th>
                <th scope="col" style={{ textAlign: 'left' }}>{t('vitals.device')}</th>
                {VITAL_METRICS.map((metric) => (
                  <th key={metric} scope="col" style={{ textAlign: 'right' }}>
                    {t(`vitals.metric.${metric}`)}
                  </th>
                ))}
                <th scope="col" style={{ textAlign: 'right' }}>{t('vitals.samples')}</th>
              </tr>
            </thead>
            <tbody>
              {ordered.map((row) => (
                <tr key={`${row.page}|${row.device}`} data-testid={`vitals-row-${row.page}-${row.device}`}>
                  <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>{t(`vitals.pageType.${row.page}`)}</th>
                  <td>{t(`vitals.device.${row.device}`)}</td>
                  {VITAL_METRICS.map((metric) => {
                    const value = row.figures[metric];
                    if (value === undefined) return <td key={metric} style={{ textAlign: 'right' }}>–</td>;
                    const rating = vitalRating(metric, value);
                    const text = formatVital(metric, value, locale);
                    return (
                      <td key={metric} style={{ textAlign: 'right' }} data-metric={metric} data-rating={rating}>
                        <span style={{ color: colour(rating), fontWeight: 600 }} title={t('vitals.figure', { value: text, rating: t(`vitals.rating.${rating}`) })}>
                          {text}
                        </span>{' '}
                        <span className="visually-hidden">{t(`vitals.rating.${rating}`)}</span>
                      </td>
                    );
                  })}
                  <td style={{ textAlign: 'right' }}>{row.samples}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p style={{ fontSize: 12, marginBottom: 0 }}>
        {t('vitals.legend', {
          LCP: threshold('LCP', 0),
          INP: threshold('INP', 0),
          CLS: threshold('CLS', 0),
          TTFB: threshold('TTFB', 0),
          LCPpoor: threshold('LCP', 1),
          INPpoor: threshold('INP', 1),
          CLSpoor: threshold('CLS', 1),
          TTFBpoor: threshold('TTFB', 1),
        })}
      </p>
      {report && report.byDay.length > 0 && (
        <Suspense fallback={<div style={{ height: 200 }} />}>
          <VitalsChart days={report.byDay} />
        </Suspense>
      )}
    </Card>
  );
}
