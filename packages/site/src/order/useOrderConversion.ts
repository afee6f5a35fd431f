import { useSearch } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { consentedToolsAtom } from '../tracking/consentedToolsAtom';
import { conversionConsented, sendOrderConversion, takeOrderConversion } from './core/orderConversion';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * On a thank-you page: sends the conversions of the order just stored (SPEC §7) once consent lets
 * a tool that takes orders run, now or when the visitor consents on this page. Each order
 * converts once; without such consent it waits in the tab.
 */
export function useOrderConversion(): void {
  const tools = useAtomValue(consentedToolsAtom);
  // `?order=` when the card gateway sends the shopper back here.
  const { order } = useSearch({ strict: false }) as { order?: unknown };
  const orderId = order === undefined ? null : String(order);
  useEffect(() => {
    const storage = tabStorage();
    if (!tools || !storage || !conversionConsented(tools.setting)) return;
    const conversion = takeOrderConversion(storage, orderId);
    if (conversion) void sendOrderConversion(tools.loaders, conversion);
  }, [tools, orderId]);
}
