import { Button, Result, Spin } from 'antd';
import { Link, useLoaderData } from 'react-router';
import { Msg } from '@store/shared/codes';
import { formatTime } from '@store/shared/rules/store-time';
import type { ActivityLinkOutcome } from '../../routing/activity-link.ts';
import { paths } from '../../routing/paths.ts';

/**
 * The route's loader has already chosen where to go; it stays here only for an activity that has not started
 * (spec §8: '活动暂未开始'), and shows when it will.
 */
export function LoadingActivityPage() {
  const outcome = useLoaderData() as ActivityLinkOutcome | undefined;
  if (outcome?.kind === 'not_started') {
    return (
      <div className="container" data-testid="activity-not-started">
        <Result
          status="info"
          title={Msg.ACTIVITY_NOT_STARTED}
          subTitle={outcome.starts_at ? `活动将于 ${formatTime(outcome.starts_at)} 开始，敬请期待` : '敬请期待'}
          extra={
            <Link to={paths.home}>
              <Button type="primary">返回首页</Button>
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <div className="container page-loading">
      <Spin size="large" />
      <p>活动加载中，请稍候...</p>
    </div>
  );
}
