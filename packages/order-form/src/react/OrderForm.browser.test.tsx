import { memoryStorage } from '@shop/contracts/browser';
import { cleanup } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { ORDER_DRAFT_KEY } from '../core/orderDraft';
import type { OrderSubmitResult } from '../core/orderFormController';
import {
  acceptedResult,
  czechContext,
  czechDelivery,
  czechOffer,
  sampleDiscountCheck,
  searchSeededPoints,
  slovakContext,
  slovakOffer,
} from '../core/test/orderFixtures';
import { OrderForm, type OrderFormProps } from './OrderForm';
import { FormI18n } from './test/FormI18n';
import { renderSettled } from './test/renderSettled';

afterEach(() => {
  cleanup();
});

const accepted: OrderSubmitResult = { ok: true, result: acceptedResult };

async function renderForm(props: Partial<OrderFormProps> = {}) {
  const submit = props.submit ?? vi.fn(async () => accepted);
  const onOutcome = props.onOutcome ?? vi.fn();
  const storage = memoryStorage();
  const ui = (
    <FormI18n locale="cs">
      <OrderForm
        context={czechContext}
        offer={czechOffer}
        supportEmail="info@nordlys.cz"
        draftStorage={storage}
        searchPickupPoints={searchSeededPoints}
        checkDiscountCode={sampleDiscountCheck(10_000)}
        {...props}
        submit={submit}
        onOutcome={onOutcome}
      />
    </FormI18n>
  );
  return { ...(await renderSettled(ui)), submit, onOutcome, storage, ui };
}

/** The form on its summary, ready to send, whose sends get `answers` one after another. */
async function renderSummaryAnswering(answers: OrderSubmitResult[]) {
  const send = vi.fn(async (): Promise<OrderSubmitResult> => answers.shift() ?? { ok: false });
  await renderForm({
    submit: send,
    initialValues: {
      ...czechDelivery,
      shippingMethod: 'post-mailbox',
      paymentMethod: 'card',
      agreement: true,
    },
    initialStep: 'summary',
  });
  return { send, sendButton: page.getByRole('button', { name: 'Odeslat objednávku' }) };
}

function focus(locator: Locator) {
  (locator.element() as HTMLElement).focus();
}

const field = (name: string) => page.getByRole('textbox', { name, exact: true });

/** Continues from an empty step 1 with Enter: resolves with the error summary that appears. */
async function continueFromEmptyStep1() {
  focus(field('Jméno'));
  await userEvent.keyboard('{Enter}');
  return page.getByRole('alert', {
    name: 'Prosím vyplňte všechna povinná pole a zkontrolujte správnost údajů',
  });
}

describe('OrderForm, step 1', () => {
  it('reports a required field when it is left empty', async () => {
    await renderForm();
    // The order's summary comes first: on a narrow screen its button opens it.
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: /Souhrn objednávky/ })).toHaveFocus();
    await userEvent.tab();
    await expect.element(field('Jméno')).toHaveFocus();
    await userEvent.tab();
    await expect.element(field('Jméno')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field('Jméno')).toHaveAccessibleDescription('Jméno je povinné pole');
    await expect.element(page.getByText('Příjmení je povinné pole')).not.toBeInTheDocument();

    focus(field('Jméno'));
    await userEvent.keyboard('Jana');
    await expect.element(field('Jméno')).not.toHaveAttribute('aria-invalid');
  });

  it('shows a focused error summary on continue whose links move focus to each field', async () => {
    await renderForm();
    const summary = await continueFromEmptyStep1();
    await expect.element(summary).toHaveFocus();
    await expect.element(field('Příjmení')).toHaveAccessibleDescription('Příjmení je povinné pole');
    await expect.element(summary.getByRole('link', { name: 'Vyplňte prosím telefonní číslo' })).toBeVisible();
    await expect.element(summary.getByRole('link', { name: 'Vyplňte prosím email' })).toBeVisible();

    await userEvent.tab();
    await userEvent.tab();
    await expect.element(summary.getByRole('link', { name: 'Příjmení je povinné pole' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(field('Příjmení')).toHaveFocus();
  });

  it('keeps the summary to the current errors without taking the focus, and focuses it again on the next continue', async () => {
    await renderForm();
    const summary = await continueFromEmptyStep1();
    await expect.element(summary).toHaveFocus();
    await expect.element(summary.getByRole('link', { name: 'Jméno je povinné pole' })).toBeVisible();
    await expect.element(summary.getByRole('link', { name: 'Příjmení je povinné pole' })).toBeVisible();

    // A fixed field leaves the list as it is typed, and the focus stays in the field.
    focus(field('Jméno'));
    await userEvent.keyboard('Jana');
    await expect
      .element(summary.getByRole('link', { name: 'Jméno je povinné pole' }))
      .not.toBeInTheDocument();
    await expect.element(summary.getByRole('link', { name: 'Příjmení je povinné pole' })).toBeVisible();
    await expect.element(field('Jméno')).toHaveFocus();

    // A field found wrong since joins it.
    focus(field('PSČ'));
    await userEvent.keyboard('1234');
    await userEvent.tab();
    await expect.element(summary.getByRole('link', { name: 'Nesprávný formát PSČ' })).toBeVisible();
    await expect.element(summary).not.toHaveFocus();

    // The next failed continue moves the focus to the summary again.
    focus(field('Příjmení'));
    await userEvent.keyboard('{Enter}');
    await expect.element(summary).toHaveFocus();
    await expect
      .element(summary.getByRole('link', { name: 'Jméno je povinné pole' }))
      .not.toBeInTheDocument();
  });

  it('says what is wrong with the birth date, zip and phone', async () => {
    await renderForm();
    const cases: [string, string, string][] = [
      ['Datum narození', '31.2.1990', 'To nevypadá jako platné datum'],
      ['Datum narození', '1.1.2030', 'To byste se ještě nenarodili :)'],
      ['Datum narození', '21.11.2008', 'Musíte být starší 18 let'],
      ['PSČ', '1234', 'Nesprávný formát PSČ'],
      ['PSČ', '821 09', 'PSČ neodpovídá zemi'],
      ['Telefonní číslo', '601-12a', 'Vkládejte pouze čísla'],
    ];
    for (const [label, value, message] of cases) {
      focus(field(label));
      await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
      await userEvent.keyboard(value);
      await userEvent.tab();
      await expect.element(page.getByText(message)).toBeVisible();
    }
  });

  it('puts autocomplete, input mode and type on every input', async () => {
    await renderForm();
    const expected: [string, string, string | null, string][] = [
      ['Jméno', 'given-name', null, 'text'],
      ['Příjmení', 'family-name', null, 'text'],
      ['Firma', 'organization', null, 'text'],
      ['Ulice', 'address-line1', null, 'text'],
      ['Město', 'address-level2', null, 'text'],
      ['PSČ', 'postal-code', 'numeric', 'text'],
      ['Telefonní číslo', 'tel-national', 'tel', 'tel'],
      ['E-mail', 'email', 'email', 'email'],
      ['Datum narození', 'bday', null, 'text'],
    ];
    for (const [label, autocomplete, inputMode, type] of expected) {
      const input = field(label);
      await expect.element(input).toHaveAttribute('autocomplete', autocomplete);
      await expect.element(input).toHaveAttribute('type', type);
      if (inputMode) await expect.element(input).toHaveAttribute('inputmode', inputMode);
    }
    await expect
      .element(field('Telefonní číslo'))
      .toHaveAccessibleDescription('Zadejte 9 číslic bez předvolby.');
  });

  it('offers a corrected email address and applies it on yes', async () => {
    await renderForm();
    focus(field('E-mail'));
    await userEvent.keyboard('jana@gmial.com');
    await userEvent.tab();
    await expect.element(page.getByText('Neměli jste na mysli jana@gmail.com?')).toBeVisible();
    focus(page.getByRole('button', { name: 'Ano' }));
    await userEvent.keyboard('{Enter}');
    await expect.element(field('E-mail')).toHaveValue('jana@gmail.com');
    await expect.element(page.getByText('Neměli jste na mysli jana@gmail.com?')).not.toBeInTheDocument();
  });

  it('shows a returning customer their data until they choose to edit it', async () => {
    await renderForm({ prefilledCustomer: czechDelivery });
    await expect.element(page.getByRole('heading', { name: 'Vaše uložené údaje' })).toBeVisible();
    await expect.element(page.getByText('Tyto údaje vidíte pouze Vy.')).toBeVisible();
    await expect.element(page.getByText('Jana Nováková')).toBeVisible();
    await expect.element(field('Jméno')).not.toBeInTheDocument();
    focus(page.getByRole('button', { name: 'Upravit údaje' }));
    await userEvent.keyboard('{Enter}');
    await expect.element(field('Jméno')).toHaveValue('Jana');
    await expect.element(field('Jméno')).toHaveFocus();
  });

  it('shows a returning customer their data over a draft saved before anything was typed', async () => {
    const untouched = JSON.stringify({
      version: 1,
      step: 'delivery',
      values: { firstName: '', phonePrefix: '+420' },
    });
    await renderForm({
      prefilledCustomer: czechDelivery,
      draftStorage: memoryStorage({ [ORDER_DRAFT_KEY]: untouched }),
    });
    await expect.element(page.getByText('Jana Nováková')).toBeVisible();
  });

  it("keeps a returning customer's own edits from the draft over their saved data", async () => {
    const edited = JSON.stringify({
      version: 1,
      step: 'delivery',
      values: { ...czechDelivery, lastName: 'Malá' },
    });
    await renderForm({
      prefilledCustomer: czechDelivery,
      draftStorage: memoryStorage({ [ORDER_DRAFT_KEY]: edited }),
    });
    await expect.element(page.getByText('Jana Malá')).toBeVisible();
  });
});

describe('OrderForm, step 2', () => {
  it('switches cash on delivery to card for PPL, announces it and restores it after PPL', async () => {
    await renderForm({ initialValues: czechDelivery, initialStep: 'shippingPayment' });
    const shipping = page.getByRole('radiogroup', { name: 'Způsob doručení' });
    const payment = page.getByRole('radiogroup', { name: 'Platební metoda' });
    // Step 2 is its own chunk: it is there once the fallback has been replaced.
    await expect.element(shipping).toBeVisible();
    focus(shipping.getByRole('radio', { name: /Česká pošta – do schránky/ }));
    await userEvent.keyboard(' ');
    focus(payment.getByRole('radio', { name: /Platba po doručení/ }));
    await userEvent.keyboard(' ');
    await expect.element(payment.getByRole('radio', { name: /Platba po doručení/ })).toBeChecked();

    focus(shipping.getByRole('radio', { name: /Česká pošta – do schránky/ }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect.element(shipping.getByRole('radio', { name: /PPL – na adresu/ })).toBeChecked();
    await expect.element(payment.getByRole('radio', { name: /Platba kartou online/ })).toBeChecked();
    const notice = page.getByText('PPL nepodporuje dobírku, platba změněna na kartou');
    await expect.element(notice).toBeVisible();
    expect(notice.element().parentElement?.getAttribute('aria-live')).toBe('polite');

    await userEvent.keyboard('{ArrowUp}');
    await expect.element(shipping.getByRole('radio', { name: /Zásilkovna – na adresu/ })).toBeChecked();
    await expect.element(payment.getByRole('radio', { name: /Platba po doručení/ })).toBeChecked();
    await expect.element(notice).not.toBeInTheDocument();
  });

  it('asks for shipping and payment on continue', async () => {
    await renderForm({ initialValues: czechDelivery, initialStep: 'shippingPayment' });
    focus(page.getByRole('button', { name: 'Pokračovat ke shrnutí' }));
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert');
    await expect.element(summary).toHaveFocus();
    await expect.element(summary.getByRole('link', { name: 'Vyberte prosím způsob doručení' })).toBeVisible();
    await expect.element(summary.getByRole('link', { name: 'Vyberte prosím platební metodu' })).toBeVisible();
  });
});

describe('OrderForm, the whole way', () => {
  it('is completed with the keyboard alone and sends the cleaned order once', async () => {
    let resolve: (value: OrderSubmitResult) => void = () => {};
    const submit = vi.fn(
      () =>
        new Promise<OrderSubmitResult>((done) => {
          resolve = done;
        }),
    );
    const pageTitle = document.title;
    const { storage, onOutcome } = await renderForm({ submit });

    await expect.element(page.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
    expect(document.title, 'the first step leaves the title alone').toBe(pageTitle);
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: /Souhrn objednávky/ })).toHaveFocus();
    const typed: [string, string][] = [
      ['Jméno', 'Jana'],
      ['Příjmení', 'Nováková'],
      ['Firma', 'Nordlys Pharma CZ s.r.o.'],
      ['Ulice', 'Vinohradská'],
      ['Číslo popisné', '1511/230'],
      ['Město', 'Praha 10'],
      ['PSČ', '10000'],
      ['Telefonní číslo', '601 123 456'],
      ['E-mail', 'jana.novakova@seznam.cz'],
      ['Datum narození', '1. 2. 1990'],
    ];
    for (const [label, value] of typed) {
      await userEvent.tab();
      if (label === 'Telefonní číslo') {
        // The prefix comes first, on the site's own; the number goes on with a Tab.
        await expect.element(page.getByRole('radio', { name: '+420 Česko' })).toHaveFocus();
        await userEvent.tab();
      }
      await expect.element(field(label)).toHaveFocus();
      await userEvent.keyboard(value);
    }
    await userEvent.keyboard('{Enter}');

    await expect.element(page.getByRole('heading', { name: 'Doprava a platba', level: 2 })).toHaveFocus();
    // The step indicator's live region says where the shopper is; the title names the step first.
    await expect
      .element(page.getByRole('status').filter({ hasText: /^Krok/ }))
      .toHaveTextContent('Krok 2 z 3');
    expect(document.title).toBe(`Doprava a platba – ${pageTitle}`);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown} ');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('radio', { name: /Česká pošta – Balík Do ruky/ })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: /Platba kartou online/ })).toBeChecked();
    await userEvent.tab();
    await expect.element(field('Slevový kód')).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect.element(page.getByRole('heading', { name: 'Shrnutí objednávky', level: 2 })).toHaveFocus();
    await expect.element(page.getByText('Odesláním objednávky se zavazujete k platbě.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Celkem/ })).toHaveTextContent('979 Kč');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect
      .element(page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }))
      .toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    const sendButton = page.getByRole('button', { name: /Odeslat objednávku/ });
    await expect.element(sendButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('button', { name: /Odesílám objednávku/ }))
      .toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');

    expect(submit).toHaveBeenCalledTimes(1);
    const [order, meta] = submit.mock.calls[0] as unknown as [unknown, { idempotencyKey: string }];
    expect(order).toEqual({
      firstName: 'Jana',
      lastName: 'Nováková',
      company: 'Nordlys Pharma CZ s.r.o.',
      street: 'Vinohradská',
      houseNumber: '1511/230',
      streetAndNumber: 'Vinohradská 1511/230',
      city: 'Praha 10',
      zip: '100 00',
      phonePrefix: '+420',
      phone: '+420601123456',
      email: 'jana.novakova@seznam.cz',
      birthDate: '1990-02-01',
      shippingMethod: 'post-address',
      pickupPointId: null,
      paymentMethod: 'card',
      paymentFrequency: null,
      discountCode: null,
      agreement: true,
    });
    expect(meta.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    resolve(accepted);
    await vi.waitFor(() => expect(storage.getItem(ORDER_DRAFT_KEY)).toBeNull());
    expect(submit).toHaveBeenCalledTimes(1);
    expect(onOutcome).toHaveBeenCalledWith({ result: acceptedResult, order });
  });

  it('asks for the terms before sending and shows a send failure with the support email', async () => {
    const send = vi.fn(async (): Promise<OrderSubmitResult> => ({ ok: false }));
    await renderForm({
      submit: send,
      initialValues: { ...czechDelivery, shippingMethod: 'post-mailbox', paymentMethod: 'card' },
      initialStep: 'summary',
    });
    const sendButton = page.getByRole('button', { name: 'Odeslat objednávku' });
    focus(sendButton);
    await userEvent.keyboard('{Enter}');
    await expect
      .element(
        page.getByRole('alert', {
          name: 'Prosím vyplňte všechna povinná pole a zkontrolujte správnost údajů',
        }),
      )
      .toHaveFocus();
    expect(send).not.toHaveBeenCalled();

    focus(page.getByRole('checkbox', { name: 'Souhlasím s obchodními podmínkami' }));
    await userEvent.keyboard(' ');
    focus(sendButton);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Odeslání se nezdařilo z neznámého důvodu')).toBeVisible();
    await expect.element(page.getByText('Kontaktujte nás prosím na info@nordlys.cz.')).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const keys = send.mock.calls.map(
      (call) => (call as unknown as [unknown, { idempotencyKey: string }])[1].idempotencyKey,
    );
    expect(keys[0]).toBe(keys[1]);
  });

  it('shows the server error on a 5xx, keeps what was typed and sends again with the same key', async () => {
    const answers: OrderSubmitResult[] = [
      { ok: false, serverError: true },
      { ok: true, result: acceptedResult },
    ];
    const { send, sendButton } = await renderSummaryAnswering(answers);
    focus(sendButton);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Na serveru došlo k chybě. Zkuste to prosím později.')).toBeVisible();
    await expect.element(page.getByText('Kontaktujte nás prosím na info@nordlys.cz.')).toBeVisible();
    expect(page.getByText('Odeslání se nezdařilo z neznámého důvodu').query()).toBeNull();
    // Still on the summary with the order as typed, and the button sends it again.
    await expect.element(sendButton).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const calls = send.mock.calls as unknown as [Record<string, unknown>, { idempotencyKey: string }][];
    expect(calls[1]?.[1].idempotencyKey).toBe(calls[0]?.[1].idempotencyKey);
    expect(calls[1]?.[0]).toEqual(calls[0]?.[0]);
    expect(calls[0]?.[0]).toMatchObject({ firstName: czechDelivery.firstName, email: czechDelivery.email });
  });

  it('says an order may have arrived before when its key was sent with another order, and sends anew', async () => {
    const answers: OrderSubmitResult[] = [
      { ok: false, sentBefore: true },
      { ok: true, result: acceptedResult },
    ];
    const { send, sendButton } = await renderSummaryAnswering(answers);
    focus(sendButton);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText(/jsme před chvílí možná už přijali, v původní podobě/)).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const keys = send.mock.calls.map(
      (call) => (call as unknown as [unknown, { idempotencyKey: string }])[1].idempotencyKey,
    );
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('restores the draft after a reload', async () => {
    const { storage, unmount } = await renderForm();
    focus(field('Jméno'));
    await userEvent.keyboard('Jana');
    await vi.waitFor(() => expect(storage.getItem(ORDER_DRAFT_KEY)).toContain('Jana'));
    unmount();

    // Strict mode runs the mount effects twice, as a development build of the app does.
    await renderSettled(
      <StrictMode>
        <FormI18n locale="cs">
          <OrderForm
            context={czechContext}
            offer={czechOffer}
            supportEmail="info@nordlys.cz"
            draftStorage={storage}
            searchPickupPoints={searchSeededPoints}
            checkDiscountCode={sampleDiscountCheck(10_000)}
            submit={async () => accepted}
            onOutcome={() => {}}
          />
        </FormI18n>
      </StrictMode>,
    );
    await expect.element(field('Jméno')).toHaveValue('Jana');
    expect(storage.getItem(ORDER_DRAFT_KEY)).toContain('Jana');
  });
});

describe('OrderForm in Slovak', () => {
  it('speaks Slovak and chooses the Slovak phone prefix', async () => {
    await renderSettled(
      <FormI18n locale="sk">
        <OrderForm
          context={slovakContext}
          offer={slovakOffer}
          supportEmail="info@nordlys.sk"
          draftStorage={null}
          searchPickupPoints={searchSeededPoints}
          checkDiscountCode={sampleDiscountCheck(1_000)}
          submit={async () => accepted}
          onOutcome={() => {}}
        />
      </FormI18n>,
    );
    await expect
      .element(field('Telefónne číslo'))
      .toHaveAccessibleDescription('Zadajte 9 číslic bez predvoľby.');
    await expect.element(page.getByRole('radio', { name: '+421 Slovensko' })).toBeChecked();
    focus(field('Meno'));
    await userEvent.keyboard('{Enter}');
    const summary = page.getByRole('alert', {
      name: 'Prosím, vyplňte všetky povinné polia a skontrolujte správnosť údajov',
    });
    await expect.element(summary).toHaveFocus();
    await expect.element(summary.getByRole('link', { name: 'Priezvisko je povinné pole' })).toBeVisible();
  });
});
