import { Component, type ReactNode } from 'react';
import { errorPageText } from '../i18n/error-pages.ts';
import { ErrorNotice } from './error-notice.tsx';

/**
 * The last resort, e.g. when a lazily loaded screen file is gone after a new release. It has no layout on purpose:
 * the layout itself may be what failed.
 */
export function RouteError() {
  const text = errorPageText.routeError;
  return (
    <main className="container page">
      <ErrorNotice title={text.title} body={text.body} reloadDocument />
    </main>
  );
}

/** Shows RouteError instead of a blank page when rendering a screen (or loading its module) fails. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
