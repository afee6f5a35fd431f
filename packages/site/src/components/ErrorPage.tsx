import { type ErrorComponentProps, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SiteChrome, useInsideChrome } from '../layouts/SiteChrome';
import { type ErrorKind, ErrorView } from './ErrorView';

export interface ErrorPageProps {
  kind: ErrorKind;
  path: string;
}

/** The error page: the back header, the error view, the pre-footer and the footer. */
export function ErrorPage({ kind, path }: ErrorPageProps) {
  const insideChrome = useInsideChrome();
  const view = <ErrorView kind={kind} path={path} />;
  if (insideChrome) return view;
  return (
    <SiteChrome layout="error" header="subpage" preFooter>
      {view}
    </SiteChrome>
  );
}

/**
 * The path this error page was rendered for. `resolvedLocation` changes only once a navigation
 * has finished, so leaving the page does not briefly show or log the next path.
 */
function useRequestedPath(): string {
  return useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).pathname,
  });
}

/** The router's not-found view for unknown paths and pages that reject their parameters. */
export function NotFoundPage() {
  const path = useRequestedPath();
  useEffect(() => {
    console.warn(`Page Not Found: ${path}`);
  }, [path]);
  return <ErrorPage kind="not-found" path={path} />;
}

/** The router's error view for anything else that fails while loading or rendering a page. */
export function ServerErrorPage({ error }: ErrorComponentProps) {
  const path = useRequestedPath();
  useEffect(() => {
    console.error('Page error', { status: 500, path, error });
  }, [path, error]);
  return <ErrorPage kind="server-error" path={path} />;
}
