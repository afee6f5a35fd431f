import { Component, type ReactNode } from 'react';
import { PartLoadError } from './preloadable';

export interface PartLoadBoundaryProps {
  /** What shows instead of the part; `retry` renders the part again, which fetches its code again. */
  fallback: (retry: () => void) => ReactNode;
  children: ReactNode;
}

type PartLoadBoundaryState = { failed: false } | { failed: true; error: unknown };

/**
 * Shows `fallback` in place of a code-split part (`preloadable`) whose code could not be fetched,
 * instead of leaving its loading indicator or the page's error view. Other errors go on to the
 * boundary above.
 */
export class PartLoadBoundary extends Component<PartLoadBoundaryProps, PartLoadBoundaryState> {
  override state: PartLoadBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): PartLoadBoundaryState {
    return { failed: true, error };
  }

  retry = () => {
    if (this.state.failed && this.state.error instanceof PartLoadError) this.state.error.retry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    if (!(this.state.error instanceof PartLoadError)) throw this.state.error;
    return this.props.fallback(this.retry);
  }
}
