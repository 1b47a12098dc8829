import { Table } from 'antd';
import { Link } from 'react-router';
import type { GoodsItem } from '@store/shared/api/goods';
import { useGoodsList } from '../../api/use-goods.ts';
import { useSiteConfig } from '../../api/use-site-config.ts';
import { paths } from '../../routing/paths.ts';
import './zones.css';

/** /yx/rule: the free-shipping rules, opened bare (no header, footer or sidebar) from the free-shipping zone. */
export function FreeShippingRulePage() {
  const site = useSiteConfig();
  const examples =
    useGoodsList({ zone: 'yx', is_free_shipping: 1, sort: 'sales', page: 1, page_size: 6 }).data?.data ?? [];
  return (
    <div className="yx-rule" data-testid="yx-rule">
      <h1>包邮规则</h1>
      <section>
        <h2>一、单品包邮</h2>
        <p>
          包邮专区内标有“满N件包邮”的商品，单次采购数量达到该商品的<b>包邮起订量</b>即免运费。
          包邮商品的起订量不低于包邮起订量，并按中包装整数倍递增；加入购物车时数量不足将无法提交。
        </p>
      </section>
      <section>
        <h2>二、订单满额包邮</h2>
        <p>
          未达到单品包邮条件的商品，订单中所选商品金额达到<b>满额包邮门槛</b>后免运费，未达门槛时按订单收取运费。
          门槛金额与应付运费以购物车和确认订单页显示为准。
        </p>
      </section>
      <section>
        <h2>三、其他说明</h2>
        <p>
          包邮范围为本公司配送区域；偏远地区、冷链商品及特殊管理药品以客户经理确认为准。活动期间如遇调整，以页面公示为准。
        </p>
      </section>
      {examples.length > 0 && (
        <section>
          <h2>包邮商品示例</h2>
          <Table<GoodsItem>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={examples}
            columns={[
              {
                title: '商品名称',
                dataIndex: 'name',
                render: (v: string, g) => <Link to={paths.goods(g.id)}>{v}</Link>,
              },
              { title: '规格', dataIndex: 'ypgg' },
              { title: '生产厂家', dataIndex: 'sccj' },
              { title: '中包装', render: (_, g) => `${g.middle_package}${g.bzdw}` },
              {
                title: '包邮起订量',
                render: (_, g) => (
                  <b className="yx-rule__number">
                    {g.free_shipping_number}
                    {g.bzdw}
                  </b>
                ),
              },
            ]}
          />
        </section>
      )}
      <p className="yx-rule__footer">
        如有疑问请咨询您的客户经理{site.hot_line ? `或拨打客服热线 ${site.hot_line}` : ''}。
        <Link to={paths.freeShipping}>返回包邮专区</Link>
      </p>
    </div>
  );
}
