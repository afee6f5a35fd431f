import type { ToolContext, ToolHooks, ToolScript } from '@shop/contracts/browser';
import { ALL_LOADERS } from './allLoaders';
import { injectScript } from './scriptInjector';
import { type AffiliateSale, postAffiliateSale } from './tools/postAffiliate';
import { type SeznamIdentity, seznamConversionHit, seznamIdentityUpdate } from './tools/seznam';
import type { LoaderEnv, ToolLoader, ToolSlug, ToolSpec, TrackingIds } from './types';

export interface ToolLoadersOptions {
  ids: TrackingIds;
  env: LoaderEnv;
  /** The loaders to offer; all fourteen by default. */
  loaders?: readonly ToolLoader[];
}

export interface ToolLoaders {
  /** Hooks of the configured tools by slug: a `ToolRegistry` for `@shop/consent`'s tool reload. */
  tools: Partial<Record<ToolSlug, ToolHooks>>;
  /** The configured tools as scripts (slug and category), for a tool reload that has no provider list. */
  scripts: ToolScript[];
  /** Whether the tool is consented and its script loaded. */
  isRunning(slug: ToolSlug): boolean;
  /**
   * Sklik identity update, sent when seznam-retargeting runs: at once, or once its script has
   * loaded when consent has just started it. Nothing without consent; a failed load is reported
   * by the load. Settles when sent or given up.
   */
  updateSeznamIdentity(identity: SeznamIdentity): Promise<void>;
  /**
   * An order: Sklik conversion and Post Affiliate Pro sale, each sent when its tool runs, as
   * `updateSeznamIdentity` waits for it. Settles when both are sent or given up.
   */
  registerSale(sale: AffiliateSale & { value?: number }): Promise<void>;
}

interface ToolState {
  spec: ToolSpec;
  active: boolean;
  load: Promise<boolean> | undefined;
  loaded: boolean;
  context: ToolContext;
}

/**
 * Builds the consent-gated hooks of every tool whose ids are configured. `activate` inserts the
 * script once (15 s timeout, or the tool's own) and starts the tool after it loaded; `deactivate`
 * stops it; a failed load is reported with code 999 and retried on the next activation.
 */
export function createToolLoaders(options: ToolLoadersOptions): ToolLoaders {
  const { env, ids } = options;
  const states = new Map<ToolSlug, ToolState>();
  const tools: Partial<Record<ToolSlug, ToolHooks>> = {};
  const scripts: ToolScript[] = [];

  function run(state: ToolState, hook: 'prepare' | 'start' | 'stop' | 'always', context: ToolContext) {
    try {
      state.spec[hook]?.(env, context);
    } catch (error) {
      env.report(`${state.spec.name} ${hook} failed`, {
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  function load(state: ToolState, context: ToolContext): Promise<boolean> {
    const { spec } = state;
    run(state, 'prepare', context);
    return injectScript(env.document, {
      name: spec.name,
      src: spec.src,
      nonce: context.nonce ?? env.nonce,
      timers: env.timers,
      ...(spec.timeoutMs === undefined ? {} : { timeoutMs: spec.timeoutMs }),
    }).then(
      () => true,
      (error: Error) => {
        env.report(spec.loadFailure ?? error.message, { message: error.message, src: spec.src });
        state.load = undefined;
        return false;
      },
    );
  }

  for (const loader of options.loaders ?? ALL_LOADERS) {
    const spec = loader.configure(ids);
    if (!spec) continue;
    const script: ToolScript = { slug: loader.slug, category: loader.category };
    const state: ToolState = {
      spec,
      active: false,
      load: undefined,
      loaded: false,
      context: {
        script,
        signals: { statistical: false, marketing: false, heatmap: false, sklik: 0 },
        nonce: undefined,
      },
    };
    states.set(loader.slug, state);
    scripts.push(script);
    tools[loader.slug] = {
      always(context) {
        state.context = context;
        run(state, 'always', context);
      },
      activate(context) {
        state.context = context;
        state.active = true;
        if (state.loaded) {
          run(state, 'start', context);
          return;
        }
        state.load ??= load(state, context);
        void state.load.then((ok) => {
          if (!ok || !state.active || state.loaded) return;
          state.loaded = true;
          run(state, 'start', state.context);
        });
      },
      deactivate(context) {
        state.context = context;
        state.active = false;
        if (state.loaded) run(state, 'stop', context);
      },
    };
  }

  const running = (slug: ToolSlug) => {
    const state = states.get(slug);
    return state?.active === true && state.loaded;
  };

  /**
   * Runs `send` with the tool's state when the tool runs: at once when it does, after its script
   * has loaded when consent started it and the script is on its way, never without consent.
   */
  function whenRunning(slug: ToolSlug, send: (state: ToolState) => void): Promise<void> {
    const state = states.get(slug);
    if (!state?.active) return Promise.resolve();
    if (state.loaded) {
      send(state);
      return Promise.resolve();
    }
    // `activate` chained its start on the load first, so `loaded` is set by the time this runs.
    return (state.load ?? Promise.resolve(false)).then(() => {
      if (state.active && state.loaded) send(state);
    });
  }

  return {
    tools,
    scripts,
    isRunning: running,
    updateSeznamIdentity: (identity) =>
      whenRunning('seznam-retargeting', () => seznamIdentityUpdate(env, identity)),
    registerSale(sale) {
      const { seznamConversion, postAffiliateAccount, postAffiliateCampaign } = ids;
      return Promise.all([
        seznamConversion
          ? whenRunning('seznam-konverze', (conversion) =>
              seznamConversionHit(
                env,
                seznamConversion,
                { orderId: sale.orderId, ...(sale.value === undefined ? {} : { value: sale.value }) },
                conversion.context.signals.sklik,
              ),
            )
          : undefined,
        postAffiliateAccount && postAffiliateCampaign
          ? whenRunning('post-affiliate', () =>
              postAffiliateSale(
                env,
                { account: postAffiliateAccount, campaign: postAffiliateCampaign },
                sale,
              ),
            )
          : undefined,
      ]).then(() => undefined);
    },
  };
}
