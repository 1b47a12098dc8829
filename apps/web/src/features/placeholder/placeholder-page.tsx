import { Button, Result } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { Msg } from '@store/shared/codes';
import { useRouteHandle } from '../../routing/route-handle.ts';
import { paths } from '../../routing/paths.ts';

/** Pages of later issues: the real layout and title, and a notice that the page is being built. */
export function PlaceholderPage() {
  const { title, name } = useRouteHandle();
  return (
    <div className="container page-placeholder" data-route={name}>
      <Result
        icon={<ToolOutlined />}
        title={title}
        subTitle={Msg.UNDER_CONSTRUCTION}
        extra={
          <Link to={paths.home}>
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    </div>
  );
}
