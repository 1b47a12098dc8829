import { Modal } from 'antd';
import { PurchaseRequestForm } from './purchase-request-form.tsx';

/** The header's 'post a purchase request' dialog (spec §2). */
export function PurchaseRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onCancel={onClose} title="发布求购" footer={null} destroyOnHidden width={560}>
      <PurchaseRequestForm onDone={onClose} />
    </Modal>
  );
}
