import { describe, expect, it } from 'vitest';
import { actionLabel, changedKeys, valueText } from './audit-words.ts';

describe('the audit log in words', () => {
  it('names the server’s actions and leaves an unknown one as it is', () => {
    expect(actionLabel('licence.approve')).toBe('证照审核通过');
    expect(actionLabel('staff.disable')).toBe('停用员工');
    expect(actionLabel('goods.rename')).toBe('goods.rename');
  });

  it('shows only the keys that changed, a key on one side only included', () => {
    expect(
      changedKeys(
        { username: 'li', disabled: false, role_id: 3 },
        { username: 'li', disabled: true, role_id: 3, note: 'x' },
      ),
    ).toEqual([
      { key: 'disabled', before: false, after: true },
      { key: 'note', before: undefined, after: 'x' },
    ]);
  });

  it('treats a missing before (an account just added) as every key new', () => {
    expect(changedKeys(null, { name: '李发货' })).toEqual([{ key: 'name', before: undefined, after: '李发货' }]);
  });

  it('compares nested values by content', () => {
    expect(changedKeys({ batches: [{ n: 1 }] }, { batches: [{ n: 1 }] })).toEqual([]);
  });

  it('writes values for people: absent as —, booleans as 是/否', () => {
    expect([valueText(undefined), valueText(''), valueText(true), valueText(false), valueText(5)]).toEqual([
      '—',
      '—',
      '是',
      '否',
      '5',
    ]);
    expect(valueText([{ n: 1 }])).toBe('[{"n":1}]');
    // A role's permissions (role.create / role.update) read by their names.
    expect(valueText(['dashboard.view', 'audit.view'])).toBe('查看工作台、操作日志');
    expect(valueText(['dashboard.view', 'orders.fly'])).toBe('["dashboard.view","orders.fly"]');
  });
});
