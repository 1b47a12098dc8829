import { Button, Result } from 'antd';
import { GiftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { paths } from '../../routing/paths.ts';

export function NoActivityPage() {
  return (
    <div className="container">
      <Result
        icon={<GiftOutlined />}
        title="活动不存在"
        subTitle="该活动已结束或暂未开始，去看看其他优惠吧"
        extra={[
          <Link key="home" to={paths.home}>
            <Button type="primary">返回首页</Button>
          </Link>,
          <Link key="coupons" to={paths.couponCentre}>
            <Button>去领券中心</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
