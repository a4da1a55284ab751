import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Input from 'antd/es/input';
import Typography from 'antd/es/typography';
import { RULE_GROUPS, type RuleEntry } from './ruleCatalogue';

/** Every shared rule, live: its name, a field holding a value it refuses, and what it answers (in the page's language). */
export function RuleCatalogue() {
  const { t } = useTranslation('host');
  return (
    <>
      <Typography.Paragraph>{t('sample.rules.intro')}</Typography.Paragraph>
      {RULE_GROUPS.map((group) => (
        <section key={group.title} aria-label={t(group.title)} style={{ marginBottom: '1.5rem' }}>
          <Typography.Title level={3}>{t(group.title)}</Typography.Title>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '.5rem' }}>
            {group.entries.map((entry) => (
              <RuleRow key={entry.call} entry={entry} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function RuleRow({ entry }: { entry: RuleEntry }) {
  const { t } = useTranslation('host');
  const [text, setText] = useState(entry.example);
  const verdict = entry.judge(entry.parse ? entry.parse(text) : text);
  const id = `rule-${entry.name}`;
  return (
    <li data-rule={entry.name} style={{ display: 'grid', gridTemplateColumns: 'minmax(10rem, 16rem) minmax(10rem, 1fr)', gap: '.25rem 1rem', alignItems: 'center' }}>
      <label htmlFor={id}>
        <Typography.Text code>{entry.call}</Typography.Text>
      </label>
      <Input id={id} value={text} onChange={(event) => setText(event.target.value)} spellCheck={false} autoComplete="off" />
      <span />
      <span role="status" data-testid={`${id}-verdict`} style={{ fontSize: '.9rem' }}>
        {verdict === true ? t('sample.rules.passes') : verdict}
      </span>
    </li>
  );
}
