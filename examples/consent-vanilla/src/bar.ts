import type { ConsentSnapshot, ConsentStore } from '@shop/consent';
import { barTexts } from '@shop/consent/texts/en/bar';

const BAR_ID = 'consent-bar';

/** Shows the bar while the store asks for a choice, with the package's English texts. */
export function renderBar(snapshot: ConsentSnapshot): void {
  const existing = document.getElementById(BAR_ID);
  if (!snapshot.dialogOpen) {
    existing?.remove();
    return;
  }
  if (existing) return;
  const bar = document.createElement('section');
  bar.id = BAR_ID;
  bar.setAttribute('aria-label', barTexts.label);
  const intro = document.createElement('p');
  intro.textContent = barTexts.intro;
  bar.append(intro, button('deny', barTexts.deny), button('accept-all', barTexts.acceptAll));
  document.body.append(bar);
}

function button(action: string, text: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.dataset.consentAction = action;
  element.textContent = text;
  return element;
}

/** One listener on the document runs the bar's buttons, however often the bar is rendered. */
export function bindBarActions(store: ConsentStore): void {
  document.addEventListener('click', (event) => {
    const action = (event.target as Element | null)?.closest<HTMLElement>('[data-consent-action]')?.dataset
      .consentAction;
    if (action === 'accept-all') store.acceptAll();
    else if (action === 'deny') store.deny();
  });
}
