import * as catalogue from 'shared-contracts/validation/rules';
import { withLanguage } from 'shared-contracts/validation/translate';
import { RULE_GROUPS } from './ruleCatalogue';

/** Every rule the catalogue exports, read from the module itself: its functions, but the helper. */
const CATALOGUE_RULES = Object.entries(catalogue).filter(([name, value]) => typeof value === 'function' && name !== 'isEmpty');

describe('/sample’s rule catalogue', () => {
  const entries = RULE_GROUPS.flatMap((group) => group.entries);

  it('shows every rule the shared catalogue has (spec §5 and the shop’s own), each once', () => {
    expect(CATALOGUE_RULES.length).toBeGreaterThanOrEqual(42);
    const missing = CATALOGUE_RULES.filter(([, rule]) => !entries.some((entry) => entry.from === rule)).map(([name]) => name);
    expect(missing).toEqual([]);
    expect(new Set(entries.map((entry) => entry.name)).size).toBe(entries.length);
  });

  it('gives each rule a value it refuses, so its message shows, in every language', () => {
    for (const lng of ['en', 'es', 'fr'] as const) {
      const silent = entries.filter((entry) => typeof withLanguage(lng, () => entry.judge(entry.parse ? entry.parse(entry.example) : entry.example)) !== 'string');
      expect([lng, silent.map((entry) => entry.name)]).toEqual([lng, []]);
    }
    const say = (name: string) => {
      const entry = entries.find((item) => item.name === name)!;
      return withLanguage('en', () => entry.judge(entry.parse ? entry.parse(entry.example) : entry.example));
    };
    expect(say('environmentManagement')).toBe('Invalid Url Override. (<value>::<value>)');
    expect(say('unique')).toBe('Already exists.');
    expect(say('distinct')).toBe('Already exists.');
    expect(say('slackName')).toBe('Invalid Channel Name.');
  });
});
