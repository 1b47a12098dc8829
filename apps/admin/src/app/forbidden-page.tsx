import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** A screen outside the staff member's role: said plainly, with the way back to a screen they may open. */
export function ForbiddenPage({ home }: { home?: string }) {
  return (
    <Result
      className="console-forbidden"
      status="403"
      title="无权限访问"
      subTitle="您的角色没有此页面的权限，请从左侧菜单进入，或联系超级管理员调整角色。"
      extra={
        home ? (
          <Link to={home}>
            <Button type="primary">返回可访问的页面</Button>
          </Link>
        ) : undefined
      }
    />
  );
}
