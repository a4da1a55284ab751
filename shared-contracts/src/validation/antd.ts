/**
 * The rules as antd Form rules, so a form judges input exactly as the API does:
 *
 *   <Form.Item name="email" rules={toFormRules(required, email)}>
 *
 * Each rule becomes one antd validator that resolves when the rule passes and rejects with the
 * rule's message otherwise. The message is produced when antd validates, so it is in the language
 * active at that moment. When `required` or `fileRequired` is among the rules, that entry also
 * carries `required: true`, which makes antd draw the asterisk on the label; the message shown is
 * still ours (antd's own required check does not run on an entry that has a validator).
 *
 * Only the type comes from antd: this module adds no antd code to a bundle.
 */
import type { Rule as FormRule } from 'antd/es/form';
import { fileRequired, required, type Rule } from './rules';

export function toFormRules(...rules: Rule[]): FormRule[] {
  return rules.map((rule): FormRule => {
    const validator = (_: unknown, value: unknown): Promise<void> => {
      const verdict = rule(value);
      return verdict === true ? Promise.resolve() : Promise.reject(new Error(verdict));
    };
    return rule === required || rule === fileRequired ? { required: true, validator } : { validator };
  });
}
