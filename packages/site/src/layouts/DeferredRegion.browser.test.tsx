import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredRegion, type LoadOnUse } from './DeferredRegion';
import { createDeferredPart } from './deferredPart';

function Bar({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses(presses + 1)}>
      {label} {presses}
    </button>
  );
}

const roots: Root[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

/** The region as the server renders it (its code awaited first), in a container of the page. */
async function serverRendered(loadOnUse: LoadOnUse): Promise<HTMLElement> {
  const serverPart = createDeferredPart(async () => Bar);
  await serverPart.preload();
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <DeferredRegion part={serverPart} props={{ label: 'Accept' }} loadOnUse={loadOnUse} />,
  );
  document.body.append(container);
  return container;
}

/** Hydrates the server's HTML with a part whose code is fetched by `load`. */
async function hydrate(container: HTMLElement, loadOnUse: LoadOnUse) {
  const load = vi.fn(async () => Bar);
  const part = createDeferredPart(load);
  await act(async () => {
    roots.push(
      hydrateRoot(
        container,
        <DeferredRegion part={part} props={{ label: 'Accept' }} loadOnUse={loadOnUse} />,
      ),
    );
  });
  return load;
}

const button = (container: HTMLElement) => container.querySelector('button') as HTMLButtonElement;

describe('DeferredRegion that loads on use', () => {
  it("keeps the server's HTML without fetching the code until the region is about to be used", async () => {
    const container = await serverRendered({});
    const load = await hydrate(container, {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(button(container).textContent).toBe('Accept 0');

    await act(async () => {
      button(container).dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(container.querySelector('[data-early-live]')).not.toBeNull());
    await act(async () => button(container).click());
    expect(button(container).textContent).toBe('Accept 1');
  });

  it('fetches the code with the page when it is wanted at once', async () => {
    const container = await serverRendered({ now: () => true });
    const load = await hydrate(container, { now: () => true });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(container.querySelector('[data-early-live]')).not.toBeNull());
  });

  it('fetches the code at once when rendered in the browser rather than hydrated', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const load = vi.fn(async () => Bar);
    const root = createRoot(container);
    roots.push(root);
    await act(async () => {
      root.render(
        <DeferredRegion part={createDeferredPart(load)} props={{ label: 'Deny' }} loadOnUse={{}} />,
      );
    });
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(button(container).textContent).toBe('Deny 0'));
  });
});
