import type { ReactNode } from 'react';
import { Form, Modal, type FormInstance, type FormProps } from 'antd';

type Props<T> = {
  form: FormInstance<T>;
  title: ReactNode;
  /** The save in flight: the OK button spins. */
  saving: boolean;
  onFinish: (values: T) => void;
  onClose: () => void;
  /**
   * Given when the page keeps the dialog (and its form) mounted and fills the form before opening it: the form is
   * rendered while closed. Left out when the page renders the dialog only while it is open: it then goes with
   * its form when it closes.
   */
  open?: boolean;
  /** 保存 unless the action has its own word (确认入库, 添加). */
  okText?: string;
  width?: number;
  /** What the dialog shows above the form: what can no longer change, or the facts the form acts on. */
  above?: ReactNode;
  children: ReactNode;
} & Pick<FormProps<T>, 'name' | 'layout' | 'labelCol' | 'initialValues' | 'requiredMark'>;

/**
 * The console's dialog that edits one thing: a form in a modal whose OK button submits it and spins while the
 * save runs. The form is vertical unless the dialog asks otherwise.
 */
export function FormModal<T>({
  form,
  title,
  saving,
  onFinish,
  onClose,
  open,
  okText = '保存',
  width,
  above,
  children,
  layout = 'vertical',
  ...formProps
}: Props<T>) {
  const kept = open !== undefined;
  return (
    <Modal
      title={title}
      open={kept ? open : true}
      width={width}
      okText={okText}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      {...(kept ? { forceRender: true } : { destroyOnHidden: true })}
    >
      {above}
      <Form<T> form={form} layout={layout} onFinish={onFinish} {...formProps}>
        {children}
      </Form>
    </Modal>
  );
}
