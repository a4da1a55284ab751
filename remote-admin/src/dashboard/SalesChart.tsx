import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import useToken from 'antd/es/theme/useToken';
import type { Dashboard } from 'shared-contracts/api/admin';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { useLocale } from 'shared-contracts/ui/useLocale';

const WIDTH = 600;
const HEIGHT = 200;
/** Room for the revenue axis's labels (left) and the days' (below). */
const AXIS_LEFT = 76;
const AXIS_BOTTOM = 28;
const TOP = 8;
const PLOT_HEIGHT = HEIGHT - AXIS_BOTTOM - TOP;
/** Lines across the chart at 0, a quarter, ... of the top revenue. */
const TICKS = [0, 0.25, 0.5, 0.75, 1];
/** A day's label on the axis every so many days: 30 labels would overlap. */
const LABEL_EVERY = 7;

/**
 * Revenue per day as bars (SVG) with a revenue axis and a day axis; each bar names its day and figures
 * on hover. The same figures are a table below it (open it, or read it with a screen reader): the
 * picture alone tells a screen reader only its summary.
 */
export function SalesChart({ days }: { days: Dashboard['salesByDay'] }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [, token] = useToken();
  const captionId = useId();
  if (days.length === 0) return null;
  const top = Math.max(...days.map((day) => day.revenue), 1);
  const best = days.reduce((a, b) => (b.revenue > a.revenue ? b : a));
  const date = (iso: string) => formatDate(iso, locale, 'dayMonth');
  const slot = (WIDTH - AXIS_LEFT) / days.length;
  const y = (revenue: number) => TOP + PLOT_HEIGHT - (revenue / top) * PLOT_HEIGHT;
  const labelled = (index: number) => index % LABEL_EVERY === 0 || index === days.length - 1;
  const axisText = { fontSize: 11, fill: token.colorTextSecondary } as const;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId}>
      <figcaption id={captionId} style={{ fontWeight: 600, marginBottom: 8 }}>
        {t('dashboard.chart.title')}
      </figcaption>
      <svg
        role="img"
        aria-label={t('dashboard.chart.summary', {
          from: date(days[0]!.date),
          to: date(days.at(-1)!.date),
          best: date(best.date),
          amount: formatMoney(best.revenue, locale),
        })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ width: '100%', height: 'auto', maxHeight: 260 }}
      >
        <text x={0} y={TOP + 4} {...axisText} data-testid="chart-axis-revenue">
          {t('dashboard.chart.revenueAxis')}
        </text>
        {TICKS.map((share) => (
          <g key={share} data-testid="chart-tick">
            <line x1={AXIS_LEFT} x2={WIDTH} y1={y(top * share)} y2={y(top * share)} stroke={share === 0 ? token.colorTextSecondary : token.colorBorder} />
            {share > 0 && (
              <text x={AXIS_LEFT - 6} y={y(top * share) + 4} textAnchor="end" {...axisText}>
                {formatMoney(Math.round(top * share), locale)}
              </text>
            )}
          </g>
        ))}
        {days.map((day, index) => {
          const height = (day.revenue / top) * PLOT_HEIGHT;
          const x = AXIS_LEFT + index * slot;
          return (
            <g key={day.date}>
              <rect
                data-testid="sales-bar"
                x={x + slot * 0.15}
                y={TOP + PLOT_HEIGHT - Math.max(height, day.orders > 0 ? 2 : 0)}
                width={slot * 0.7}
                height={Math.max(height, day.orders > 0 ? 2 : 0)}
                fill={token.colorPrimary}
                rx={2}
              >
                <title>{t('dashboard.chart.day', { date: date(day.date), amount: formatMoney(day.revenue, locale), count: day.orders })}</title>
              </rect>
              {labelled(index) && (
                <text x={x + slot / 2} y={HEIGHT - AXIS_BOTTOM + 16} textAnchor="middle" {...axisText} data-testid="chart-day-label">
                  {date(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details style={{ marginTop: 8 }}>
        <summary style={{ cursor: 'pointer', minHeight: 24 }}>{t('dashboard.chart.asTable')}</summary>
        <table style={{ width: '100%', maxWidth: 480 }} data-testid="sales-table">
          <caption className="visually-hidden">{t('dashboard.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                {t('dashboard.chart.dayColumn')}
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                {t('dashboard.revenue')}
              </th>
              <th scope="col" style={{ textAlign: 'right' }}>
                {t('dashboard.orders')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}>
                  {formatDate(day.date, locale, 'date')}
                </th>
                <td style={{ textAlign: 'right' }}>{formatMoney(day.revenue, locale)}</td>
                <td style={{ textAlign: 'right' }}>{day.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
