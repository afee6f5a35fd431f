import { adformLoader } from './tools/adform';
import { clarityLoader } from './tools/clarity';
import { ehubLoader } from './tools/ehub';
import { facebookPixelLoader } from './tools/facebookPixel';
import { gaLoader } from './tools/ga';
import { googleRemarketingLoader } from './tools/googleRemarketing';
import { microsoftLoader } from './tools/microsoft';
import { naturamedRemarketingLoader } from './tools/naturamedRemarketing';
import { postAffiliateLoader } from './tools/postAffiliate';
import { rtbHouseLoader } from './tools/rtbHouse';
import { seznamConversionLoader, seznamRetargetingLoader } from './tools/seznam';
import { smartlookLoader } from './tools/smartlook';
import { smartsuppLoader } from './tools/smartsupp';
import type { ToolLoader } from './types';

/** One loader per tracked script slug, in the order of `TOOL_SLUGS`. */
export const ALL_LOADERS: readonly ToolLoader[] = [
  gaLoader,
  googleRemarketingLoader,
  facebookPixelLoader,
  adformLoader,
  seznamConversionLoader,
  seznamRetargetingLoader,
  naturamedRemarketingLoader,
  microsoftLoader,
  ehubLoader,
  smartlookLoader,
  smartsuppLoader,
  rtbHouseLoader,
  postAffiliateLoader,
  clarityLoader,
];
