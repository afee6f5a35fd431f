import { EMBEDDED_ORDER_CONFIG_ID } from '@shop/contracts/vocabulary';
import { afterEach, describe, expect, it } from 'vitest';
import { configFixture } from '../test/orderFixtures';
import { takeEmbeddedOrderConfig } from './embeddedOrderConfig';

function embed(text: string, type = 'application/json') {
  const element = document.createElement('script');
  element.type = type;
  element.id = EMBEDDED_ORDER_CONFIG_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(EMBEDDED_ORDER_CONFIG_ID)?.remove());

describe('takeEmbeddedOrderConfig', () => {
  it("gives the offer's embedded configuration once, then asks for a fresh one", () => {
    embed(JSON.stringify(configFixture('free-trial')));
    expect(takeEmbeddedOrderConfig(document, 'free-trial')).toEqual(configFixture('free-trial'));
    expect(document.getElementById(EMBEDDED_ORDER_CONFIG_ID)).toBeNull();
    expect(takeEmbeddedOrderConfig(document, 'free-trial')).toBeNull();
  });

  it('reads the escaped form a server writes', () => {
    const config = configFixture('free-trial', { title: '</script> & <!-- Omega' });
    embed(JSON.stringify(config).replace(/</g, '\\u003c'));
    expect(takeEmbeddedOrderConfig(document, 'free-trial')).toEqual(config);
  });

  it.each([
    ['no element', null],
    ["another offer's configuration", JSON.stringify(configFixture('single'))],
    ['text that is not JSON', '{"offer":'],
    ['JSON null', 'null'],
  ])('is null for %s', (_case, text) => {
    if (text !== null) embed(text);
    expect(takeEmbeddedOrderConfig(document, 'free-trial')).toBeNull();
  });

  it('ignores an element of that id that is not embedded JSON', () => {
    const element = document.createElement('div');
    element.id = EMBEDDED_ORDER_CONFIG_ID;
    element.textContent = JSON.stringify(configFixture('free-trial'));
    document.body.append(element);
    expect(takeEmbeddedOrderConfig(document, 'free-trial')).toBeNull();
    element.remove();
  });
});
