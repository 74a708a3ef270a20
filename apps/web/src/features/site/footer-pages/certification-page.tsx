import certificateUrl from '../../../assets/ethics-certificate.svg';
import { certificationText } from '../../../i18n/layout.ts';
import type { PageView } from '../../../public-pages/site-frame.tsx';
import '../../../components/certification-dialog.css';

/**
 * /certification: the footer's certificate popup as a page. The image's text alternative says all it says, so a
 * browser that shows no SVG (Tor Browser's safest level) shows the certificate's words instead.
 */
export const CertificationPage: PageView<'certification'> = () => (
  <div className="container page">
    <h1 className="page-title">{certificationText.title}</h1>
    <p>{certificationText.description}</p>
    <p className="certification-page-image">
      <img src={certificateUrl} alt={certificationText.imageAlt} width={600} height={820} />
    </p>
  </div>
);
