import { parseProviders } from '@shop/consent';
import { bindBarActions, renderBar } from './bar';
import { store } from './consent';
import './tracking';

bindBarActions(store);
renderBar(store.getSnapshot());

// The provider list: the cached copy serves this page at once, the fresh one the store and the next page.
fetch('./providers.json')
  .then((response) => response.text())
  .then((text) => {
    const fresh = parseProviders(text);
    if (!fresh.ok) return;
    localStorage.setItem('cookieProviders', text);
    store.setProviders(fresh.providers);
  });
