import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import useToken from 'antd/es/theme/useToken';
import type { Dashboard } from 'shared-contracts/api/admin';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { formatTick, labelledDays, labelWidth, revenueTicks } from './chartAxis';

const WIDTH = 600;
const HEIGHT = 200;
/** Room for the revenue axis's labels (left) and the days' (below). */
const AXIS_LEFT = 76;
const AXIS_BOTTOM = 28;
const TOP = 8;
const PLOT_HEIGHT = HEIGHT - AXIS_BOTTOM - TOP;

/**
 * Revenue per day as bars (SVG) with a revenue axis in whole rupees and a day axis labelled every
 * week back from today (chartAxis.ts: no two labels overlap); each bar names its day and figures
 * on hover. Days without any sale say so over the empty chart. The same figures are a table below
 * it (open it, or read it with a screen reader): the picture alone tells a screen reader only its
 * summary.
 */
export function SalesChart({ days }: { days: Dashboard['salesByDay'] }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [, token] = useToken();
  const captionId = useId();
  if (days.length === 0) return null;
  const best = days.reduce((a, b) => (b.revenue > a.revenue ? b : a));
  const ticks = revenueTicks(best.revenue);
  const top = Math.max(ticks.at(-1)!, 1);
  const noSales = best.revenue <= 0 && days.every((day) => day.orders === 0);
  const date = (iso: string) => formatDate(iso, locale, 'dayMonth');
  const slot = (WIDTH - AXIS_LEFT) / days.length;
  const y = (revenue: number) => TOP + PLOT_HEIGHT - (revenue / top) * PLOT_HEIGHT;
  const labels = new Set(labelledDays(days.length, slot, labelWidth(Math.max(...days.map((day) => date(day.date).length)))));
  const axisText = { fontSize: 11, fill: token.colorTextSecondary } as const;
  return (
    <figure style={{ margin: 0 }} aria-labelledby={captionId}>
      <figcaption id={captionId} style={{ fontWeight: 600, marginBottom: 8 }}>
        {t('dashboard.chart.title')}
      </figcaption>
      <svg
        role="img"
        aria-label={
          noSales
            ? t('dashboard.chart.empty', { from: date(days[0]!.date), to: date(days.at(-1)!.date) })
            : t('dashboard.chart.summary', {
                from: date(days[0]!.date),
                to: date(days.at(-1)!.date),
                best: date(best.date),
                amount: formatMoney(best.revenue, locale),
              })
        }
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ width: '100%', height: 'auto', maxHeight: 260 }}
      >
        <text x={0} y={TOP + 4} {...axisText} data-testid="chart-axis-revenue">
          {t('dashboard.chart.revenueAxis')}
        </text>
        {ticks.map((amount) => (
          <g key={amount} data-testid="chart-tick">
            <line x1={AXIS_LEFT} x2={WIDTH} y1={y(amount)} y2={y(amount)} stroke={amount === 0 ? token.colorTextSecondary : token.colorBorder} />
            <text x={AXIS_LEFT - 6} y={y(amount) + 4} textAnchor="end" {...axisText}>
              {formatTick(amount, locale)}
            </text>
          </g>
        ))}
        {noSales && (
          <text x={AXIS_LEFT + (WIDTH - AXIS_LEFT) / 2} y={TOP + PLOT_HEIGHT / 2} textAnchor="middle" {...axisText} fontSize={13} data-testid="chart-empty">
            {t('dashboard.chart.noSales')}
          </text>
        )}
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
              {labels.has(index) && (
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
