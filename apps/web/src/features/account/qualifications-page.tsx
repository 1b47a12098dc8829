import { AccountShell } from '../../components/account-menu/account-menu.tsx';
import { LicencePanel } from '../../components/qualification/licence-panel.tsx';

/** /zzzj: one card per required licence with its review state, and the upload form. */
export function QualificationPage() {
  return (
    <AccountShell title="资质证件">
      <LicencePanel />
    </AccountShell>
  );
}
