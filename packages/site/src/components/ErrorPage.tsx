import { type ErrorComponentProps, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
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
 * The path this error page was rendered for. The router shows a navigation's matches before it
 * sets `resolvedLocation`, and sets `location` before it shows the next page's matches: the path is
 * the location when the page appears, followed only while the router is idle, so neither arriving
 * nor leaving shows or logs another page's path.
 */
function useFailedPath(): string {
  const router = useRouter();
  const idlePath = useRouterState({
    select: (state) => (state.status === 'idle' ? state.location.pathname : null),
  });
  const [path, setPath] = useState(() => router.state.location.pathname);
  if (idlePath !== null && idlePath !== path) {
    setPath(idlePath);
    return idlePath;
  }
  return path;
}

/** The router's not-found view for unknown paths and pages that reject their parameters. */
export function NotFoundPage() {
  const path = useFailedPath();
  useEffect(() => {
    console.warn(`Page Not Found: ${path}`);
  }, [path]);
  return <ErrorPage kind="not-found" path={path} />;
}

/** The router's error view for anything else that fails while loading or rendering a page. */
export function ServerErrorPage({ error }: ErrorComponentProps) {
  const path = useFailedPath();
  useEffect(() => {
    console.error('Page error', { status: 500, path, error });
  }, [path, error]);
  return <ErrorPage kind="server-error" path={path} />;
}
