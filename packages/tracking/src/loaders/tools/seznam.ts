import type { ToolContext } from '@shop/contracts/browser';
import { errorMessage } from '../commandQueue';
import type { LoaderEnv, ToolGlobals, ToolLoader } from '../types';

export const SEZNAM_SCRIPT_URL = 'https://c.seznam.cz/js/rc.js';

interface SeznamRc {
  retargetingHit?: (hit: { rtgId: number; consent: 0 | 1 }) => void;
  conversionHit?: (hit: { id: number; value: number | null; orderId?: string; consent: 0 | 1 }) => void;
}

interface SeznamIva {
  IS?: { updateIdentities?: (identities: Record<string, unknown>) => void };
}

/** The identity payload of the Czech search portal. */
export interface SeznamIdentity {
  email?: string;
  country?: string;
  city?: string;
  street?: string;
  streetNumber?: string;
  postalCode?: string;
  phone?: string;
}

export function seznamRc(win: ToolGlobals): SeznamRc | undefined {
  return win.rc as SeznamRc | undefined;
}

/** Sklik's conversion hit for an order (value in the site's currency). */
export function seznamConversionHit(
  env: LoaderEnv,
  id: string,
  conversion: { orderId: string; value?: number },
  consent: 0 | 1,
): void {
  try {
    const hit = seznamRc(env.window)?.conversionHit;
    if (typeof hit !== 'function') throw new Error('rc.conversionHit missing');
    hit({ id: Number(id), value: conversion.value ?? null, orderId: conversion.orderId, consent });
  } catch (error) {
    env.report('seznam conversion hit failed', { message: errorMessage(error) });
  }
}

/** Hands the shopper's contact details to the search portal's identity service. */
export function seznamIdentityUpdate(env: LoaderEnv, identity: SeznamIdentity): void {
  try {
    const update = (env.window.sznIVA as SeznamIva | undefined)?.IS?.updateIdentities;
    if (typeof update !== 'function') throw new Error('sznIVA.IS.updateIdentities missing');
    update({
      eid: identity.email ?? null,
      aid: {
        a1: identity.country ?? null,
        a2: identity.city ?? null,
        a3: identity.street ?? null,
        a4: identity.streetNumber ?? null,
        a5: identity.postalCode ?? null,
      },
      tid: identity.phone ?? null,
    });
  } catch (error) {
    env.report('seznam identity update failed', { message: errorMessage(error) });
  }
}

/** Sklik conversions: the script is loaded with consent; hits are sent for orders. */
export const seznamConversionLoader: ToolLoader = {
  slug: 'seznam-konverze',
  category: 'marketing',
  configure: ({ seznamConversion }) =>
    seznamConversion
      ? {
          slug: 'seznam-konverze',
          name: 'seznam-konverze',
          src: SEZNAM_SCRIPT_URL,
          loadFailure: 'seznam script loading failed',
        }
      : undefined,
};

function retargetingHit(env: LoaderEnv, id: string, context: ToolContext): void {
  try {
    const hit = seznamRc(env.window)?.retargetingHit;
    if (typeof hit !== 'function') throw new Error('rc.retargetingHit missing');
    hit({ rtgId: Number(id), consent: context.signals.sklik });
  } catch (error) {
    env.report('seznam retargeting hit failed', { message: errorMessage(error) });
  }
}

/** Sklik retargeting: a hit per page load with the consent flag (0 until marketing is granted, then 1). */
export const seznamRetargetingLoader: ToolLoader = {
  slug: 'seznam-retargeting',
  category: 'marketing',
  configure: ({ retargeting }) =>
    retargeting
      ? {
          slug: 'seznam-retargeting',
          name: 'seznam-retargeting',
          src: SEZNAM_SCRIPT_URL,
          loadFailure: 'seznam script loading failed',
          start: (env, context) => retargetingHit(env, retargeting, context),
        }
      : undefined,
};
