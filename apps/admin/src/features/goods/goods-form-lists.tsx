import { Button, Col, Form, Input, InputNumber, Row } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_LADDER_TIERS } from '@store/shared/api/admin-goods';

/** 阶梯价: up to five tiers of quantity and unit price ('≥ N' from N units, or '≤ N' up to N units). */
export function LadderTiers({ upTo }: { upTo: boolean }) {
  return (
    <Form.List name="ladder_price">
      {(fields, { add, remove }) => (
        <Form.Item label={`阶梯价（最多 ${MAX_LADDER_TIERS} 档，数量从小到大，价格逐档降低）`}>
          {fields.map((field) => (
            <Row gutter={8} key={field.key} align="top">
              <Col>
                <Form.Item
                  name={[field.name, 'number']}
                  rules={[{ required: true, message: '请填写数量' }]}
                  className="goods-edit__tier"
                >
                  <InputNumber min={1} precision={0} prefix={upTo ? '≤' : '≥'} suffix="件" aria-label="阶梯数量" />
                </Form.Item>
              </Col>
              <Col>
                <Form.Item
                  name={[field.name, 'price']}
                  rules={[{ required: true, message: '请填写阶梯价' }]}
                  className="goods-edit__tier"
                >
                  <InputNumber min={0.01} precision={2} prefix="¥" aria-label="阶梯单价" />
                </Form.Item>
              </Col>
              <Col>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label="删除此档"
                />
              </Col>
            </Row>
          ))}
          {fields.length < MAX_LADDER_TIERS && (
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add()}>
              添加一档
            </Button>
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}

/** 说明书: its sections in order (【成份】【适应症】…), each moved up, removed or added. */
export function InstructionsList() {
  return (
    <Form.List name="instructions">
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((field, index) => (
            <Row gutter={8} key={field.key} align="top">
              <Col span={4}>
                <Form.Item name={[field.name, 'title']} rules={[{ required: true, message: '请填写标题' }]}>
                  <Input placeholder="如：适应症" maxLength={20} />
                </Form.Item>
              </Col>
              <Col span={17}>
                <Form.Item name={[field.name, 'body']} rules={[{ required: true, message: '请填写内容' }]}>
                  <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} maxLength={5000} />
                </Form.Item>
              </Col>
              <Col span={3}>
                <Button type="text" disabled={index === 0} onClick={() => move(index, index - 1)} aria-label="上移">
                  ↑
                </Button>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(field.name)}
                  aria-label="删除此节"
                />
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ title: '', body: '' })}>
            添加一节
          </Button>
        </>
      )}
    </Form.List>
  );
}
