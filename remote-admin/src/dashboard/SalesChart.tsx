import { useTranslation } from 'react-i18next';
import useToken from 'antd/es/theme/useToken';
import type { Dashboard } from 'shared-contracts/api/admin';
import { formatMoney } from 'shared-contracts/domain/money';
import { formatDate } from 'shared-contracts/i18n/dates';
import { useLocale } from 'shared-contracts/ui/useLocale';

const WIDTH = 600;
const HEIGHT = 160;

/** Revenue per day as bars (SVG): each bar names its day and figures for a screen reader and on hover. */
export function SalesChart({ days }: { days: Dashboard['salesByDay'] }) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const [, token] = useToken();
  if (days.length === 0) return null;
  const top = Math.max(...days.map((day) => day.revenue), 1);
  const best = days.reduce((a, b) => (b.revenue > a.revenue ? b : a));
  const date = (iso: string) => formatDate(iso, locale, 'dayMonth');
  const slot = WIDTH / days.length;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{t('dashboard.chart.title')}</figcaption>
      <svg
        role="img"
        aria-label={t('dashboard.chart.summary', {
          from: date(days[0]!.date),
          to: date(days.at(-1)!.date),
          best: date(best.date),
          amount: formatMoney(best.revenue, locale),
        })}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        style={{ width: '100%', height: 'auto', maxHeight: 220 }}
      >
        <line x1={0} y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} stroke={token.colorBorder} />
        {days.map((day, index) => {
          const height = Math.round((day.revenue / top) * (HEIGHT - 10));
          return (
            <rect
              key={day.date}
              data-testid="sales-bar"
              x={index * slot + slot * 0.15}
              y={HEIGHT - height}
              width={slot * 0.7}
              height={Math.max(height, day.orders > 0 ? 2 : 0)}
              fill={token.colorPrimary}
              rx={2}
            >
              <title>{t('dashboard.chart.day', { date: date(day.date), amount: formatMoney(day.revenue, locale), count: day.orders })}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
