import { useState } from 'react';
import { App, Button, Card, Checkbox, Radio, Space, Tag, Typography } from 'antd';
import type { BuyerDetail } from '@store/shared/api/buyers';
import { DRUG_CLASS_NAMES } from '@store/shared/api/qualification';
import { DRUG_CLASSES, type DrugClass } from '@store/shared/rules/qualification';
import { useCan } from '../../api/use-staff.ts';
import { useBuyerChange } from './use-buyers.ts';

/**
 * 经营范围: what the licences allow, narrowed by the classes the reviewer reads on the licence. A reviewer
 * cannot widen it: classes the licences do not allow cannot be ticked.
 */
export function BuyerScopeCard({ buyer }: { buyer: BuyerDetail }) {
  const { message } = App.useApp();
  const canEdit = useCan('buyers.review');
  const { setScope } = useBuyerChange(buyer.id);
  const [editing, setEditing] = useState(false);
  const [mode, setMode] = useState<'licences' | 'limit'>(buyer.scope.limit ? 'limit' : 'licences');
  const [picked, setPicked] = useState<DrugClass[]>(buyer.scope.limit ?? buyer.scope.licences);
  const save = () =>
    setScope.mutate(
      { mode, scope: mode === 'limit' ? picked : [] },
      {
        onSuccess: () => {
          void message.success('经营范围已更新');
          setEditing(false);
        },
      },
    );

  return (
    <Card
      className="buyer-page__scope"
      title="经营范围"
      size="small"
      extra={
        canEdit &&
        !editing && (
          <Button type="link" onClick={() => setEditing(true)}>
            修改
          </Button>
        )
      }
    >
      {!editing ? (
        <Space direction="vertical">
          <div>
            {buyer.scope.effective.length === 0 ? (
              <Typography.Text type="secondary">暂无（证照未审核通过或已过期）</Typography.Text>
            ) : (
              buyer.scope.effective.map((c) => <Tag key={c}>{DRUG_CLASS_NAMES[c]}</Tag>)
            )}
          </div>
          <Typography.Text type="secondary">
            {buyer.scope.limit ? '按证照所载类别收窄' : '按证照允许的全部类别'}
          </Typography.Text>
        </Space>
      ) : (
        <Space direction="vertical" className="buyer-page__scope-form">
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)}>
            <Radio value="licences">按证照允许的全部类别</Radio>
            <Radio value="limit">按证照所载类别</Radio>
          </Radio.Group>
          {mode === 'limit' && (
            <Checkbox.Group<DrugClass>
              value={picked}
              onChange={setPicked}
              options={DRUG_CLASSES.map((c) => ({
                value: c,
                label: DRUG_CLASS_NAMES[c],
                disabled: !buyer.scope.licences.includes(c),
              }))}
            />
          )}
          <Space>
            <Button type="primary" loading={setScope.isPending} onClick={save}>
              保存
            </Button>
            <Button onClick={() => setEditing(false)}>取消</Button>
          </Space>
        </Space>
      )}
    </Card>
  );
}
