import { errorMessage } from '../commandQueue';
import type { LoaderEnv, ToolLoader } from '../types';

interface PapSale {
  setOrderID(orderId: string): void;
  setCampaignID(campaignId: string): void;
  setTotalCost(total: string): void;
}

interface PostAffTracker {
  setAccountId(accountId: string): void;
  track?(): void;
  createSale(): PapSale;
  register(): void;
}

export interface AffiliateSale {
  orderId: string;
  /** Order total; needed by percentage commissions. */
  totalCost?: number;
}

function tracker(env: LoaderEnv): PostAffTracker {
  const pap = env.window.PostAffTracker as PostAffTracker | undefined;
  if (!pap || typeof pap.createSale !== 'function') throw new Error('PostAffTracker missing');
  return pap;
}

/** Registers a sale by order id with the account and campaign ids. */
export function postAffiliateSale(
  env: LoaderEnv,
  ids: { account: string; campaign: string },
  sale: AffiliateSale,
): void {
  try {
    const pap = tracker(env);
    pap.setAccountId(ids.account);
    const papSale = pap.createSale();
    papSale.setOrderID(sale.orderId);
    papSale.setCampaignID(ids.campaign);
    if (sale.totalCost !== undefined) papSale.setTotalCost(sale.totalCost.toFixed(2));
    pap.register();
  } catch (error) {
    env.report('post affiliate sale tracking failed', { message: errorMessage(error) });
  }
}

/** Post Affiliate Pro: loaded when the site has the affiliate flag and both ids; tracks the click. */
export const postAffiliateLoader: ToolLoader = {
  slug: 'post-affiliate',
  category: 'marketing',
  configure: ({ affiliate, postAffiliateAccount, postAffiliateCampaign }) =>
    affiliate && postAffiliateAccount && postAffiliateCampaign
      ? {
          slug: 'post-affiliate',
          name: 'post-affiliate',
          src: `https://${encodeURIComponent(postAffiliateAccount)}.postaffiliatepro.com/scripts/trackjs.js`,
          loadFailure: 'post affiliate script loading failed',
          start: (env) => {
            try {
              const pap = tracker(env);
              pap.setAccountId(postAffiliateAccount);
              pap.track?.();
            } catch (error) {
              env.report('post affiliate tracking failed', { message: errorMessage(error) });
            }
          },
        }
      : undefined,
};
