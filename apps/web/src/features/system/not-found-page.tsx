import { Button, Result } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../routing/paths.ts';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <div className="container">
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在或已被删除"
        extra={[
          <Link key="home" to={paths.home}>
            <Button type="primary">返回首页</Button>
          </Link>,
          <Button key="back" onClick={() => navigate(-1)}>
            返回上一页
          </Button>,
        ]}
      />
    </div>
  );
}
