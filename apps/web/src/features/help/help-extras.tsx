import { Descriptions, Image, Spin } from 'antd';
import { useContact, useQualifications } from './use-help.ts';

/** 网站资质 (article id 5, key wzzz): the store's licences from its configuration, each with its scan. */
export function QualificationList() {
  const { data } = useQualifications(true);
  if (!data) return <Spin />;
  return (
    <section className="help-licences" data-testid="help-licences">
      <p className="help-licences__company">
        {data.company_name}　{data.registration}
      </p>
      {data.licences.map((licence) => (
        <article key={licence.name} className="help-licence">
          <Image src={licence.image} alt={`${licence.name}扫描件`} width={240} />
          <Descriptions column={1} size="small" title={licence.name} bordered>
            <Descriptions.Item label="证书编号">{licence.number}</Descriptions.Item>
            <Descriptions.Item label="经营范围">{licence.scope || '—'}</Descriptions.Item>
            <Descriptions.Item label="有效期至">{licence.valid_until || '长期'}</Descriptions.Item>
            <Descriptions.Item label="注册地址">{data.address}</Descriptions.Item>
          </Descriptions>
        </article>
      ))}
    </section>
  );
}

/** 联系方式 (key link): hotline, QQ, address and the map. */
export function ContactCard() {
  const { data } = useContact(true);
  if (!data) return <Spin />;
  return (
    <section className="help-contact" data-testid="help-contact">
      <Descriptions column={1} bordered size="middle">
        <Descriptions.Item label="公司名称">{data.company_name}</Descriptions.Item>
        <Descriptions.Item label="客服热线">
          <a href={`tel:${data.hot_line}`}>{data.hot_line}</a>（{data.service_hours}）
        </Descriptions.Item>
        <Descriptions.Item label="客服 QQ">
          {data.qq.map((qq) => (
            <span key={qq} className="help-contact__qq">
              {qq}
            </span>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label="公司地址">{data.address}</Descriptions.Item>
      </Descriptions>
      <img className="help-contact__map" src={data.map_image} alt={`${data.company_name}位置地图`} />
    </section>
  );
}
