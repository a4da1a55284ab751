import { addAppMessages } from 'shared-contracts/platform/i18n';
import { useTranslation } from 'react-i18next';
import AutoComplete from 'antd/es/auto-complete';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Typography from 'antd/es/typography';
import Upload, { type UploadFile } from 'antd/es/upload';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { GST_STATES } from 'shared-contracts/domain/gst';
import { notify } from 'shared-contracts/platform/toast';
import { toFormRules } from 'shared-contracts/validation/antd';
import {
  colonSeparateValue,
  dbTable,
  email,
  fileRequired,
  GST_NUMBER_LENGTH,
  gstNumber,
  hostname,
  ipAndPort,
  ipOrHost,
  ipPortArray,
  max,
  min,
  password,
  PASSWORD_MIN_LENGTH,
  port,
  required,
  spaceNotAllowed,
  specialCharValueCheck,
  url,
  urlArray,
} from 'shared-contracts/validation/rules';
import { messages } from './SamplePage.messages';

addAppMessages('host', messages);

interface SampleValues {
  name: string;
  email: string;
  password: string;
  gstin?: string;
  state: string;
  craft?: string;
  port?: string;
  url?: string;
  message?: string;
  photo: UploadFile[];
  connectionName?: string;
  dbHost?: string;
  tlsName?: string;
  dbTable?: string;
  dbUser?: string;
  proxy?: string;
  replicas?: string;
  statusPages?: string;
  header?: string;
}

/** The rules of each field: the shared catalogue, so the browser judges input as the API does. */
const rules = {
  name: toFormRules(required, min(3), max(40)),
  email: toFormRules(required, email),
  password: toFormRules(required, password),
  gstin: toFormRules(gstNumber),
  state: toFormRules(required),
  craft: toFormRules(max(40)),
  port: toFormRules(port),
  url: toFormRules(url),
  message: toFormRules(max(200)),
  photo: toFormRules(fileRequired),
  // Connection (demo): the rules no shop form needs, each on a field of its own (issue 37)
  connectionName: toFormRules(max(40), specialCharValueCheck),
  dbHost: toFormRules(ipOrHost),
  tlsName: toFormRules(hostname),
  dbTable: toFormRules(dbTable),
  dbUser: toFormRules(spaceNotAllowed),
  proxy: toFormRules(ipAndPort),
  replicas: toFormRules(ipPortArray),
  statusPages: toFormRules(urlArray),
  header: toFormRules(colonSeparateValue),
};

const stateOptions = Object.entries(GST_STATES)
  .map(([code, state]) => ({ value: code, label: state.name }))
  .sort((a, b) => a.label.localeCompare(b.label));

const CRAFTS = ['blockPrint', 'bluePottery', 'kantha', 'dhokra', 'channapatna', 'pashmina'] as const;

const fileListOf = (event: { fileList?: UploadFile[] } | UploadFile[] | undefined): UploadFile[] =>
  Array.isArray(event) ? event : (event?.fileList ?? []);

/** The form look of the UI kit, wired to the shared validation rules. Nothing is sent anywhere. */
export function SampleForm() {
  const { t } = useTranslation('host');
  const [form] = Form.useForm<SampleValues>();
  const craftOptions = CRAFTS.map((craft) => ({ value: t(`sample.craft.${craft}`) }));
  return (
    <Form<SampleValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: '36rem' }}
      onFinish={() => notify(t('sample.form.valid'), 'success')}
      onFinishFailed={() => notify(t('sample.form.invalid'), 'error')}
    >
      <Form.Item name="name" label={t('sample.form.name')} rules={rules.name}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="email" label={t('sample.form.email')} rules={rules.email}>
        <Input type="email" autoComplete="email" inputMode="email" />
      </Form.Item>
      <Form.Item name="password" label={t('sample.form.password')} rules={rules.password} extra={t('sample.form.passwordHint', { min: PASSWORD_MIN_LENGTH })}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="gstin" label={t('sample.form.gstin')} rules={rules.gstin} extra={t('sample.form.gstinHint', { n: GST_NUMBER_LENGTH })}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="state" label={t('sample.form.state')} rules={rules.state}>
        <Select
          options={stateOptions}
          placeholder={t('sample.form.statePlaceholder')}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item name="craft" label={t('sample.form.craft')} rules={rules.craft}>
        <AutoComplete
          options={craftOptions}
          placeholder={t('sample.form.craftPlaceholder')}
          showSearch={{
            filterOption: (input, option) => String(option?.value ?? '').toLowerCase().includes(input.toLowerCase()),
          }}
        />
      </Form.Item>
      <Form.Item name="port" label={t('sample.form.port')} rules={rules.port}>
        <Input inputMode="numeric" placeholder="8080" />
      </Form.Item>
      <Form.Item name="url" label={t('sample.form.url')} rules={rules.url}>
        <Input type="url" placeholder="https://haat.example" />
      </Form.Item>
      <Form.Item name="message" label={t('sample.form.message')} rules={rules.message}>
        <Input.TextArea rows={3} showCount />
      </Form.Item>
      <Form.Item
        name="photo"
        label={t('sample.form.photo')}
        rules={rules.photo}
        valuePropName="fileList"
        getValueFromEvent={fileListOf}
        extra={t('sample.form.photoHint')}
      >
        {/* beforeUpload returning false keeps the file in the form: nothing is uploaded. */}
        <Upload beforeUpload={() => false} maxCount={1} accept="image/*">
          <Button icon={<UploadOutlined />}>{t('sample.form.choose')}</Button>
        </Upload>
      </Form.Item>
      <Typography.Title level={3}>{t('sample.form.connection')}</Typography.Title>
      <Typography.Paragraph>{t('sample.form.connectionIntro')}</Typography.Paragraph>
      <Form.Item name="connectionName" label={t('sample.form.connectionName')} rules={rules.connectionName}>
        <Input autoComplete="off" placeholder="Orders replica" />
      </Form.Item>
      <Form.Item name="dbHost" label={t('sample.form.dbHost')} rules={rules.dbHost}>
        <Input autoComplete="off" placeholder="db.internal" />
      </Form.Item>
      <Form.Item name="tlsName" label={t('sample.form.tlsName')} rules={rules.tlsName}>
        <Input autoComplete="off" placeholder="db.haat.example" />
      </Form.Item>
      <Form.Item name="dbTable" label={t('sample.form.dbTable')} rules={rules.dbTable}>
        <Input autoComplete="off" placeholder="shop.orders" />
      </Form.Item>
      <Form.Item name="dbUser" label={t('sample.form.dbUser')} rules={rules.dbUser}>
        <Input autoComplete="off" placeholder="haat_reader" />
      </Form.Item>
      <Form.Item name="proxy" label={t('sample.form.proxy')} rules={rules.proxy}>
        <Input autoComplete="off" placeholder="10.0.0.1:3128" />
      </Form.Item>
      <Form.Item name="replicas" label={t('sample.form.replicas')} rules={rules.replicas}>
        <Input.TextArea rows={2} placeholder="10.0.0.5:5432, 10.0.0.6:5432" />
      </Form.Item>
      <Form.Item name="statusPages" label={t('sample.form.statusPages')} rules={rules.statusPages}>
        <Input.TextArea rows={2} placeholder="https://status.haat.example" />
      </Form.Item>
      <Form.Item name="header" label={t('sample.form.header')} rules={rules.header}>
        <Input autoComplete="off" placeholder="X-Team:shop" />
      </Form.Item>
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit">
          {t('sample.form.submit')}
        </Button>
        <Button htmlType="reset">
          {t('sample.form.reset')}
        </Button>
      </Flex>
    </Form>
  );
}
