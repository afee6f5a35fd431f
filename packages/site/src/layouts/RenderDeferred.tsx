import { type ComponentType, use } from 'react';
import type { DeferredPart } from './deferredPart';

export interface RenderDeferredProps<P extends object> {
  part: DeferredPart<ComponentType<P>>;
  props: P;
}

function AwaitDeferred<P extends object>({ part, props }: RenderDeferredProps<P>) {
  const Loaded = use(part.preload());
  return <Loaded {...props} />;
}

/**
 * Renders a deferred component with `props`. Until its code has loaded it suspends, so place it
 * inside `<Suspense>`: while hydrating, React keeps the server HTML there and hydrates it when
 * the code arrives. Once loaded it renders synchronously, unlike `React.lazy`, so a server that
 * awaited `part.preload()` renders it in full.
 */
export function RenderDeferred<P extends object>({ part, props }: RenderDeferredProps<P>) {
  const Loaded = part.loaded();
  if (!Loaded) return <AwaitDeferred part={part} props={props} />;
  return <Loaded {...props} />;
}
