import { validateRules } from '@rc-component/form/lib/utils/validateUtil';
import type { RuleError } from '@rc-component/form/lib/interface';
import type { Rule as FormRule, RuleObject } from 'antd/es/form';
import { i18n } from 'shared-contracts/platform/i18n';
import { toFormRules } from './antd';
import { email, fileRequired, max, required } from './rules';

function objectRule(rule: FormRule | undefined): RuleObject {
  if (rule === undefined || typeof rule === 'function') throw new Error('expected a rule object');
  return rule;
}

/** Runs one antd rule's validator and answers undefined when it resolves, the error message when it rejects. */
async function run(rule: FormRule | undefined, value: unknown): Promise<string | undefined> {
  const { validator } = objectRule(rule);
  if (validator === undefined) throw new Error('no validator');
  try {
    await validator(objectRule(rule), value, () => undefined);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** What antd's own engine (@rc-component/form, which antd's Form runs) reports for a field with these rules. */
async function antdErrors(rules: FormRule[], value: unknown): Promise<unknown[]> {
  // it resolves with the results when every rule passes and rejects with them otherwise
  const results: RuleError[] = await validateRules(['field'], value, rules.map(objectRule), {}, false, {}).catch(
    (failed: RuleError[]) => failed,
  );
  return results.flatMap((result) => result.errors);
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('toFormRules', () => {
  it('gives one antd rule per rule, required only where required or fileRequired is', () => {
    const rules = toFormRules(required, email, max(5));
    expect(rules).toHaveLength(3);
    expect(objectRule(rules[0]).required).toBe(true);
    expect(objectRule(rules[1]).required).toBeUndefined();
    expect(objectRule(rules[2]).required).toBeUndefined();
    expect(objectRule(toFormRules(fileRequired)[0]).required).toBe(true);
    for (const rule of rules) expect(objectRule(rule).message).toBeUndefined();
  });

  it('resolves when the rule passes and rejects with the rule’s message', async () => {
    const [isRequired, isEmail] = toFormRules(required, email);
    await expect(run(isRequired, 'x')).resolves.toBeUndefined();
    await expect(run(isRequired, '  ')).resolves.toBe('This field is required.');
    await expect(run(isEmail, 'a@b.co')).resolves.toBeUndefined();
    await expect(run(isEmail, '')).resolves.toBeUndefined();
    await expect(run(isEmail, 'nope')).resolves.toBe('Invalid e-mail.');
    await expect(run(isEmail, ['a@b.co', 'nope'])).resolves.toBe('Invalid e-mail.');
  });

  it('words the message in the language active when antd validates', async () => {
    const [isRequired] = toFormRules(required);
    await i18n.changeLanguage('fr');
    await expect(run(isRequired, '')).resolves.toBe('Ce champ est obligatoire.');
    await i18n.changeLanguage('es');
    await expect(run(isRequired, '')).resolves.toBe('Este campo es obligatorio.');
  });

  it('through antd’s validation engine: our messages, not antd’s', async () => {
    const rules = toFormRules(required, email, max(10));
    await expect(antdErrors(rules, undefined)).resolves.toEqual(['This field is required.']);
    await expect(antdErrors(rules, 'nope')).resolves.toEqual(['Invalid e-mail.']);
    await expect(antdErrors(rules, 'someone@example.com')).resolves.toEqual(['Max 10 characters required.']);
    await expect(antdErrors(rules, 'a@b.co')).resolves.toEqual([]);
    await i18n.changeLanguage('es');
    await expect(antdErrors(rules, '')).resolves.toEqual(['Este campo es obligatorio.']);
  });
});
