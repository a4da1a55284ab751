import './StaffSection.messages';
import { useTranslation } from 'react-i18next';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import { routes } from 'shared-contracts/api/routes';
import { staffRoutes, type StaffMember } from 'shared-contracts/api/staff';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from 'shared-contracts/domain/staff';
import { formatDate } from 'shared-contracts/i18n/dates';
import { notify } from 'shared-contracts/platform/toast';
import { toFormRules } from 'shared-contracts/validation/antd';
import { email, required } from 'shared-contracts/validation/rules';
import { useApiMutation } from 'shared-contracts/ui/useApiMutation';
import { useApiQuery } from 'shared-contracts/ui/useApiQuery';
import { useLocale } from 'shared-contracts/ui/useLocale';
import { useUser } from 'shared-contracts/ui/useUser';
import { ConfirmButton } from '../ui/ConfirmButton';
import { displayName } from './changeUser';

type InviteValues = { email: string; role: StaffRole };

/**
 * The staff (permission staff): invite someone by e-mail with a role, change a member's role, take
 * them off the team. The API keeps the last owner (409 last_owner, shown as its message) and says
 * who may do what; each role's permissions are shown from the shared matrix.
 */
export function StaffSection() {
  const { t } = useTranslation(['admin', 'errors']);
  const { locale } = useLocale();
  const me = useUser();
  const [form] = Form.useForm<InviteValues>();
  const staff = useApiQuery(staffRoutes.adminListStaff);
  const invite = useApiMutation(staffRoutes.adminInviteStaff, { form, fields: ['email', 'role'] });
  const setRole = useApiMutation(routes.adminSetUserRole);
  const remove = useApiMutation(staffRoutes.adminRemoveStaff);
  const roleName = (role: StaffRole) => t(`errors:staff.role.${role}`);
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: roleName(role) }));

  const send = async (values: InviteValues) => {
    const result = await invite.mutate({ body: { email: values.email.trim(), role: values.role } });
    if (!result.ok) return;
    const key = result.data.account === 'new' ? 'staff.invite.sentNew' : 'staff.invite.sentExisting';
    notify(t(`admin:${key}`, { email: result.data.member.email, role: roleName(values.role) }), 'success');
    form.resetFields();
    staff.reload();
  };

  const changeRole = async (member: StaffMember, role: StaffRole) => {
    const result = await setRole.mutate({ params: { uid: member.uid }, body: { role } });
    if (result.ok) notify(t('admin:staff.roleChanged', { name: displayName(member), role: roleName(role) }), 'success');
    staff.reload();
  };

  const takeOff = async (member: StaffMember) => {
    const result = await remove.mutate({ params: { uid: member.uid } });
    if (result.ok) notify(t('admin:staff.removed', { name: displayName(member) }), 'success');
    staff.reload();
  };

  return (
    <section aria-label={t('admin:staff.tabs.staff')}>
      <p>{t('admin:staff.intro')}</p>
      <ul>
        {STAFF_ROLES.map((role) => (
          <li key={role}>
            <strong>{roleName(role)}</strong>: {t('admin:staff.permissions', { permissions: ROLE_PERMISSIONS[role].map((permission) => t(`errors:staff.permission.${permission}`)).join(', ') })}
          </li>
        ))}
      </ul>
      <h2>{t('admin:staff.invite.title')}</h2>
      <Form<InviteValues> form={form} layout="inline" onFinish={(values) => void send(values)} initialValues={{ role: 'fulfilment' }} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="email" label={t('admin:staff.invite.email')} rules={toFormRules(required, email)}>
          <Input type="email" autoComplete="off" style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="role" label={t('admin:staff.invite.role')} rules={toFormRules(required)}>
          <Select<StaffRole> style={{ width: 220 }} options={roleOptions} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={invite.busy}>
          {t('admin:staff.invite.send')}
        </Button>
      </Form>
      <Table<StaffMember>
        rowKey="uid"
        size="small"
        pagination={false}
        loading={!staff.data && !staff.error}
        dataSource={staff.data?.items ?? []}
        scroll={{ x: 700 }}
        columns={[
          {
            title: t('admin:staff.col.member'),
            key: 'member',
            render: (_, member) => (
              <span>
                <strong>{member.name || '—'}</strong>
                <br />
                {member.email}
              </span>
            ),
          },
          {
            title: t('admin:staff.col.role'),
            key: 'role',
            render: (_, member) => (
              <Select<StaffRole>
                aria-label={t('admin:staff.roleOf', { name: displayName(member) })}
                style={{ width: 220 }}
                value={member.role}
                options={roleOptions}
                disabled={setRole.busy}
                onChange={(role) => void changeRole(member, role)}
              />
            ),
          },
          {
            title: t('admin:staff.col.lastSignIn'),
            dataIndex: 'lastSignInAt',
            render: (at: string | null) => (at ? formatDate(at, locale, 'dateTime') : t('admin:users.never')),
          },
          {
            title: t('admin:staff.col.actions'),
            key: 'actions',
            render: (_, member) =>
              member.uid === me?.uid ? null : (
                <ConfirmButton question={t('admin:staff.removeConfirm', { name: displayName(member) })} onConfirm={() => takeOff(member)} size="small" danger>
                  {t('admin:staff.remove')}
                </ConfirmButton>
              ),
          },
        ]}
      />
    </section>
  );
}
