import { commonText } from '../i18n/common.ts';

/** Shown while a lazily loaded area (admin) arrives on a first visit. */
export function LoadingScreen() {
  return (
    <p className="container page" role="status">
      {commonText.loading}
    </p>
  );
}
