import { commonsApi } from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiGet } from '../../../api/client.ts';
import { HOME_POPUP, shouldOpenHomePopup } from './home-popup.ts';

/** Opens the notice window once per visit of the home page when the configured period says so. */
export function useHomePopup(): void {
  // A failed period request simply means no popup: it is a notice, not part of reporting.
  const { data: period } = useQuery({
    queryKey: ['commons', 'popup'],
    queryFn: ({ signal }) => apiGet(commonsApi.popup, { signal }),
    retry: false,
  });
  const done = useRef(false);

  useEffect(() => {
    if (!period || done.current) return;
    done.current = true;
    if (shouldOpenHomePopup(new Date(), period, document.cookie)) {
      window.open(HOME_POPUP.url, HOME_POPUP.name, HOME_POPUP.features);
    }
  }, [period]);
}
