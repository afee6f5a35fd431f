import { createContext, useContext } from 'react';

/** Provided by the frame: whether the layout below it shows the pre-footer. */
export const PreFooterShownContext = createContext(false);

/**
 * True on pages whose layout shows the pre-footer, whose call block already names the page's own
 * phone line (`staticData.phoneLine`); a page's own contact box then steps aside rather than ask
 * "call us" a second time.
 */
export function usePreFooterShown(): boolean {
  return useContext(PreFooterShownContext);
}
