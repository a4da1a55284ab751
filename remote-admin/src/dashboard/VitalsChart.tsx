import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useToken from 'antd/es/theme/useToken';
import type { VitalsReport } from 'shared-contracts/api/vitals';
import { VITAL_METRICS, VITAL_THRESHOLDS, VITALS_WINDOWS, vitalRating, type VitalMetric } from 'shared-contracts/domain/vitals';
import { formatDate, SHOP_TIME_ZONE } from 'shared-contracts/i18n/dates';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { Choice, formatVital, useRatingColour } from './vitalsUi';

const WIDTH = 600;
const HEIGHT = 200;
/** Room for the figure axis's labels (left) and the days' (below), as SalesChart. */
const AXIS_LEFT = 64;
const AXIS_BOTTOM = 28;
const TOP = 8;
const PLOT_HEIGHT = HEIGHT - AXIS_BOTTOM - TOP;
const LABEL_EVERY = 7;
const DAYS = Math.max(...VITALS_WINDOWS);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The last DAYS calendar days in the shop's time zone, oldest first, 'YYYY-MM-DD'. */
export function lastDays(now = Date.now()): string[] {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE });
  return Array.from({ length: DAYS }, (_, index) => day.format(new Date(now - (DAYS - 1 - index) * DAY_MS)));
}

/**
 * One figure's 75th percentile per day over the last 28 days (every page and device together) as
 * bars in its rating's colour, with the good and poor thresholds drawn across, in the manner of
 * SalesChart; a day without visits has no bar. Each bar names its day, figure and visits on hover.
 */
export function VitalsChart({ days, now }: { days: VitalsReport['byDay']; now?: number }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [, token] = useToken();
  const colour = useRatingColour();
  const captionId = useId();
  const [metric, setMetric] = useState<VitalMetric>('LCP');
  const calendar = lastDays(now);
  const byDate = new Map(days.filter((day) => day.metric === metric).map((day) => [day.date, day]));
  const measured = calendar.flatMap((date) => byDate.get(date) ?? []);
  const [good, poor] = VITAL_THRESHOLDS[metric];
  const top = Math.max(poor * 1.2, ...measured.map((day) => day.p75));
  const slot = (WIDTH - AXIS_LEFT) / calendar.length;
  const y = (value: number) => TOP + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const axisText = { fontSize: 11, fill: token.colorTextSecondary } as const;
  const name = t(`vitals.metric.${metric}`);
  const latest = measured.at(-1);
  return (
    <figure style={{ margin: '16px 0 0' }} aria-labelledby={captionId}>
      <figcaption id={captionId} style={{ fontWeight: 600, marginBottom: 8, display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
        <span>{t('vitals.chart.title', { metric: name })}</span>
        <Choice label={t('vitals.chart.metric')} options={VITAL_METRICS} value={metric} onChange={setMetric} name={(option) => option} />
      </figcaption>
      {latest === undefined ? (
        <p>{t('vitals.chart.empty')}</p>
      ) : (
        <svg
          role="img"
          aria-label={t('vitals.chart.summary', { metric: name, days: measured.length, latest: formatVital(metric, latest.p75, locale), date: formatDate(latest.date, locale, 'dayMonth') })}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          style={{ width: '100%', height: 'auto', maxHeight: 260 }}
          data-testid="vitals-chart"
        >
          {[good, poor].map((threshold) => (
            <g key={threshold} data-testid="vitals-threshold">
              <line x1={AXIS_LEFT} x2={WIDTH} y1={y(threshold)} y2={y(threshold)} stroke={colour(vitalRating(metric, threshold))} strokeDasharray="4 3" />
              <text x={AXIS_LEFT - 6} y={y(threshold) + 4} textAnchor="end" {...axisText}>
                {formatVital(metric, threshold, locale)}
              </text>
            </g>
          ))}
          <line x1={AXIS_LEFT} x2={WIDTH} y1={y(0)} y2={y(0)} stroke={token.colorTextSecondary} />
          {calendar.map((date, index) => {
            const day = byDate.get(date);
            const x = AXIS_LEFT + index * slot;
            return (
              <g key={date}>
                {day && (
                  <rect data-testid="vitals-bar" x={x + slot * 0.15} y={y(day.p75)} width={slot * 0.7} height={Math.max(PLOT_HEIGHT + TOP - y(day.p75), 2)} fill={colour(vitalRating(metric, day.p75))} rx={2}>
                    <title>
                      {t('vitals.chart.day', { date: formatDate(date, locale, 'dayMonth'), value: formatVital(metric, day.p75, locale), rating: t(`vitals.rating.${vitalRating(metric, day.p75)}`), count: day.samples })}
                    </title>
                  </rect>
                )}
                {(index % LABEL_EVERY === 0 || index === calendar.length - 1) && (
                  <text x={x + slot / 2} y={HEIGHT - AXIS_BOTTOM + 16} textAnchor="middle" {...axisText}>
                    {formatDate(date, locale, 'dayMonth')}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}
