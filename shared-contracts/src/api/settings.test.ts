import { fieldErrors } from 'shared-contracts/validation/zod';
import { withLanguage } from 'shared-contracts/validation/translate';
import { colonSeparateMultipleValue, gstNumber, httpAuthRule, ip, slackName, spaceOnlyBetween, urlWithProtocol } from 'shared-contracts/validation/rules';
import { accessInputSchema, eachLine, linesOf, notificationSettingsSchema, storeDetailsSchema, webhookInputSchema, webhookUrl } from './settings';

const store = {
  legalName: 'Haat Crafts Private Limited',
  tradingName: 'Haat',
  gstin: '08AAHCH1234K1Z2',
  stateCode: '08',
  address: '18 Artisan Lane\nJaipur 302001',
  email: 'support@haat.example',
  phone: '+911414001234',
  invoicePrefix: 'HT',
};

const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrors(result.error as never));

describe('the settings schemas (issue 23): the shared rules, as typed, in the caller’s language', () => {
  it('takes today’s store details', () => {
    expect(storeDetailsSchema.safeParse(store).success).toBe(true);
  });

  it('refuses a name with a space at either end (not trimmed away) and a bad GSTIN, in Spanish', () => {
    const result = withLanguage('es', () => storeDetailsSchema.safeParse({ ...store, legalName: ' Haat', gstin: '08aahch1234k1z2', invoicePrefix: 'H T' }));
    const errors = errorsOf(result);
    expect(errors.legalName).toEqual([withLanguage('es', () => spaceOnlyBetween(' Haat'))]);
    expect(errors.gstin).toEqual([withLanguage('es', () => gstNumber('08aahch1234k1z2'))]);
    expect(errors.invoicePrefix?.length).toBeGreaterThanOrEqual(1);
  });

  it('judges the Slack channel, the recipients and a webhook’s URL, auth and headers', () => {
    const slack = errorsOf(notificationSettingsSchema.safeParse({ recipients: ['ok@shop.example', 'nope'], slackChannel: 'Orders', slackWebhookUrl: 'hooks.slack.com/x' }));
    expect(slack.slackChannel).toEqual([slackName('Orders')]);
    expect(slack.slackWebhookUrl).toEqual([urlWithProtocol('hooks.slack.com/x')]);
    expect(slack.recipients).toHaveLength(1);

    const hook = errorsOf(webhookInputSchema.safeParse({ url: 'example.com/x', auth: 'user', headers: 'X-Team shop', events: [] }));
    expect(hook.url).toEqual([urlWithProtocol('example.com/x')]);
    expect(hook.auth).toEqual([httpAuthRule('user')]);
    expect(hook.headers).toEqual([colonSeparateMultipleValue('X-Team shop')]);
    expect(hook.events).toHaveLength(1);
    expect(webhookInputSchema.safeParse({ url: '10.0.0.5:8080/hooks', headers: 'X-Team:shop\nX-Env:live', events: ['order.paid'] }).success).toBe(true);
  });

  it('takes a webhook on an http(s) domain URL or on an IP with its port', () => {
    expect(webhookUrl('https://hooks.example.com/orders')).toBe(true);
    expect(webhookUrl('10.0.0.5:8080')).toBe(true);
    expect(webhookUrl('10.0.0.5')).toBe(urlWithProtocol('10.0.0.5'));
  });

  it('judges the allow-list line by line, blank lines ignored', () => {
    expect(linesOf(' 10.0.0.1 \n\n10.0.0.2\n')).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(eachLine(ip)('10.0.0.1\n\n10.0.0.2')).toBe(true);
    expect(errorsOf(accessInputSchema.safeParse({ addresses: '10.0.0.1\n10.0.0.256' })).addresses).toEqual([ip('10.0.0.256')]);
    expect(accessInputSchema.safeParse({ addresses: '' }).success).toBe(true);
  });
});
