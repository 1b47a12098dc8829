import { AutoComplete, Form, Input, Select } from 'antd';
import { useStaffList } from '../../api/use-staff-list.ts';
import { ACTION_LABELS, OBJECT_TYPES } from './audit-words.ts';
import type { AuditFilters } from './use-audit.ts';
import { FilterFormButtons } from '../../components/list-toolbar.tsx';

type FilterForm = { staff_id?: number | string; object_type?: string; object_id?: string; action?: string };

const OBJECT_OPTIONS = Object.entries(OBJECT_TYPES).map(([value, label]) => ({ value, label }));
const ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({
  value,
  label: `${label}（${value}）`,
}));

/**
 * The log's filters. Staff are picked by name for a viewer who may read the staff list (staff.manage);
 * anyone else types the staff id. The page remounts it (key) when the address's filters change.
 */
export function AuditFiltersBar(props: {
  value: AuditFilters;
  canListStaff: boolean;
  onChange: (next: AuditFilters) => void;
}) {
  const [form] = Form.useForm<FilterForm>();
  const staff = useStaffList(props.canListStaff);

  const submit = (values: FilterForm) => {
    const staffId = Number(values.staff_id);
    props.onChange({
      staff_id: Number.isInteger(staffId) && staffId > 0 ? staffId : undefined,
      object_type: values.object_type || undefined,
      object_id: values.object_id?.trim() || undefined,
      action: values.action?.trim() || undefined,
    });
  };

  return (
    <Form<FilterForm>
      form={form}
      layout="inline"
      initialValues={props.value}
      onFinish={submit}
      className="audit-page__filters"
    >
      <Form.Item name="staff_id" label="员工">
        {props.canListStaff ? (
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部员工"
            style={{ width: 180 }}
            options={(staff.data ?? []).map((row) => ({ value: row.id, label: `${row.name}（${row.username}）` }))}
          />
        ) : (
          <Input allowClear placeholder="员工编号" style={{ width: 120 }} inputMode="numeric" />
        )}
      </Form.Item>
      <Form.Item name="object_type" label="对象类型">
        <Select allowClear placeholder="全部" style={{ width: 120 }} options={OBJECT_OPTIONS} />
      </Form.Item>
      <Form.Item name="object_id" label="对象编号">
        <Input allowClear placeholder="如 12" style={{ width: 120 }} maxLength={64} />
      </Form.Item>
      <Form.Item name="action" label="操作">
        <AutoComplete
          allowClear
          placeholder="如 staff.create"
          style={{ width: 220 }}
          options={ACTION_OPTIONS}
          showSearch={{
            filterOption: (input, option) =>
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.toLowerCase()),
          }}
        />
      </Form.Item>
      <FilterFormButtons onReset={() => props.onChange({})} />
    </Form>
  );
}
