/** What the real-user speed panel and its plot share: how a figure reads, its rating's colour, the option buttons. */
import Button from 'antd/es/button';
import useToken from 'antd/es/theme/useToken';
import type { VitalMetric, VitalRating } from 'shared-contracts/domain/vitals';
import { LOCALE_TAGS, type Locale } from 'shared-contracts/i18n/locales';

/** Timings in ms up to a second (INP always), in seconds above; CLS as it is. */
export function formatVital(metric: VitalMetric, value: number, locale: Locale): string {
  const tag = LOCALE_TAGS[locale];
  if (metric === 'CLS') return new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(value);
  if (metric === 'INP' || value < 1000) return `${new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(value)} ms`;
  return `${new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(value / 1000)} s`;
}

/** The colour of a rating: the theme's success, warning and error colours. */
export function useRatingColour(): (rating: VitalRating) => string {
  const [, token] = useToken();
  return (rating) => (rating === 'good' ? token.colorSuccessText : rating === 'needs-improvement' ? token.colorWarningText : token.colorErrorText);
}

/** Buttons that choose one of a few options (the period, the metric plotted), the chosen one pressed. */
export function Choice<T extends string | number>({ label, options, value, onChange, name }: { label: string; options: readonly T[]; value: T; onChange: (value: T) => void; name: (option: T) => string }) {
  return (
    <div role="group" aria-label={label} style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {options.map((option) => (
        <Button key={option} size="small" type={option === value ? 'primary' : 'default'} aria-pressed={option === value} onClick={() => onChange(option)}>
          {name(option)}
        </Button>
      ))}
    </div>
  );
}
