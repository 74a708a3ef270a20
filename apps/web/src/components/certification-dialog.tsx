import certificateUrl from '../assets/ethics-certificate.svg';
import { certificationText } from '../i18n/layout.ts';
import { Dialog } from './dialog.tsx';
import './certification-dialog.css';

type Props = { open: boolean; onClose: () => void };

/** The ethics-management certificate, a local image (never fetched from another site). */
export function CertificationDialog({ open, onClose }: Props) {
  return (
    <Dialog open={open} onClose={onClose} title={certificationText.title} className="certification-dialog">
      <p>{certificationText.description}</p>
      <img src={certificateUrl} alt={certificationText.imageAlt} width={600} height={820} />
    </Dialog>
  );
}
