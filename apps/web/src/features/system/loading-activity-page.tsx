import { Spin } from 'antd';

/** Shown while the activity's page loads; the route's loader has already chosen where to go. */
export function LoadingActivityPage() {
  return (
    <div className="container page-loading">
      <Spin size="large" />
      <p>活动加载中，请稍候...</p>
    </div>
  );
}
