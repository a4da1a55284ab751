/**
 * Every rule of the shared catalogue (shared-contracts/validation/rules.ts, spec §5), grouped as the
 * spec groups them, each with a value it refuses: /sample shows them live (RuleCatalogue.tsx), so a
 * team reads a rule's exact message, in the page's language, before using it. ruleCatalogue.test.ts
 * checks that every rule the module exports is here.
 */
import * as rules from 'shared-contracts/validation/rules';
import type { Rule } from 'shared-contracts/validation/rules';

export interface RuleEntry {
  /** The rule's name in rules.ts ('min'), and how it is called here ('min(3)'). */
  name: keyof typeof rules;
  call: string;
  /** The catalogue's export itself (the rule, or the factory that makes it): what the test compares. */
  from: unknown;
  judge: Rule;
  /** A value it refuses, as typed in the field. */
  example: string;
  /** The field's text as the rule's value: a list for the rules that judge lists. */
  parse?: (text: string) => unknown;
}

export interface RuleGroup {
  /** host namespace key of its heading. */
  title: string;
  entries: RuleEntry[];
}

const list = (text: string): string[] => text.split(',').map((item) => item.trim());
const TAKEN = ['shirts', 'shoes', ''];

const entry = (name: RuleEntry['name'], judge: Rule, example: string, call: string = name, parse?: RuleEntry['parse']): RuleEntry => ({
  name,
  call,
  from: rules[name],
  judge,
  example,
  parse,
});

export const RULE_GROUPS: RuleGroup[] = [
  {
    title: 'sample.rules.general',
    entries: [
      entry('required', rules.required, '   '),
      entry('email', rules.email, 'asha@example', 'email', (text) => (text.includes(',') ? list(text) : text)),
      entry('password', rules.password, 'short1'),
      entry('min', rules.min(3), 'ab', 'min(3)'),
      entry('max', rules.max(5), 'abcdefg', 'max(5)'),
      entry('minNumber', rules.minNumber(1), '0', 'minNumber(1)'),
      entry('maxNumber', rules.maxNumber(10), '11', 'maxNumber(10)'),
      entry('positiveNumber', rules.positiveNumber, '-2'),
      entry('unique', rules.unique(TAKEN), 'Shirts', "unique(['shirts', 'shoes', ''])"),
      entry('uniqueWithBlank', rules.uniqueWithBlank(TAKEN), 'SHOES', "uniqueWithBlank(['shirts', 'shoes', ''])"),
      entry('distinct', rules.distinct, 'red, blue, Red', 'distinct', list),
      entry('match', rules.match('secret12'), 'secret21', "match('secret12')"),
      entry('fileRequired', rules.fileRequired, ''),
    ],
  },
  {
    title: 'sample.rules.text',
    entries: [
      entry('alphaNumeric', rules.alphaNumeric, 'SKU-12'),
      entry('alphaNumericWithSpace', rules.alphaNumericWithSpace, 'Haat & Co'),
      entry('noSpace', rules.noSpace, 'SKU 12'),
      entry('spaceNotAllowed', rules.spaceNotAllowed, 'two words'),
      entry('spaceOnlyBetween', rules.spaceOnlyBetween, ' gift ideas'),
      entry('specialCharValueCheck', rules.specialCharValueCheck, 'Hello!'),
      entry('notStartWithQuotes', rules.notStartWithQuotes, '"Haat'),
      entry('notEndWithQuotes', rules.notEndWithQuotes, "Haat'"),
      entry('onlyDigit', rules.onlyDigit, '98765 43210'),
      entry('noControlChars', rules.noControlChars, 'tab\there'),
      entry('noControlCharsMultiline', rules.noControlCharsMultiline, 'bell\u0007'),
    ],
  },
  {
    title: 'sample.rules.addresses',
    entries: [
      entry('url', rules.url, 'http://10.0.0.5/x'),
      entry('urlWithIp', rules.urlWithIp, 'http://shop example.com'),
      entry('urlWithIpAndPort', rules.urlWithIpAndPort, 'http://10.0.0.5/x'),
      entry('urlWithProtocol', rules.urlWithProtocol, 'shop.example.com'),
      entry('urlArray', rules.urlArray, 'https://a.example.com, not a url', 'urlArray', list),
      entry('ip', rules.ip, '256.1.1.1'),
      entry('port', rules.port, '123456'),
      entry('ipAndPort', rules.ipAndPort, '10.0.0.5'),
      entry('ipPortArray', rules.ipPortArray, '10.0.0.5:80, 10.0.0.6', 'ipPortArray', list),
      entry('hostname', rules.hostname, 'db_1.example'),
      entry('dbTable', rules.dbTable, '2orders'),
      entry('variableName', rules.variableName, 'api-key'),
      entry('ipOrHost', rules.ipOrHost, '10.0.0'),
      entry('httpAuthRule', rules.httpAuthRule, 'asha'),
      entry('colonSeparateValue', rules.colonSeparateValue, 'X-Team shop'),
      entry('colonSeparateMultipleValue', rules.colonSeparateMultipleValue, 'a:1, b', 'colonSeparateMultipleValue', list),
      entry('environmentManagement', rules.environmentManagement, 'shop:https://preview.example.com/mf-manifest.json'),
      entry('slackName', rules.slackName, 'Orders'),
      entry('upiId', rules.upiId, 'asha.rao'),
      entry('secondFactorCode', rules.secondFactorCode, '12345'),
    ],
  },
  {
    title: 'sample.rules.tax',
    entries: [entry('gstNumber', rules.gstNumber, '08AAHCH1234K1Z')],
  },
];
