import { memoryStorage } from '@shop/contracts/browser';
import { describe, expect, it, vi } from 'vitest';
import {
  createOrderFormController,
  type OrderFormControllerOptions,
  type OrderSubmitMeta,
  type OrderSubmitResult,
} from './orderFormController';
import type { TextField } from './orderFormState';
import {
  acceptedResult,
  czechContext,
  czechDelivery,
  rejectedResult,
  sampleDiscountCheck,
} from './test/orderFixtures';

const summaryValues = {
  ...czechDelivery,
  shippingMethod: 'post-address',
  paymentMethod: 'card',
  agreement: true,
};

function numberedKeys() {
  let n = 0;
  return () => `key-${++n}`;
}

/** A controller whose sends answer from `answers` in turn, recording each key sent. */
function controllerWith(
  answers: (OrderSubmitResult | Error)[],
  options: Partial<OrderFormControllerOptions> = {},
) {
  const keys: string[] = [];
  const submit = vi.fn(async (_order: unknown, meta: OrderSubmitMeta) => {
    keys.push(meta.idempotencyKey);
    const answer = answers.shift() ?? { ok: false };
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const onOutcome = vi.fn();
  const controller = createOrderFormController({
    context: czechContext,
    submit,
    onOutcome,
    checkDiscountCode: sampleDiscountCheck(10_000),
    initialValues: summaryValues,
    initialStep: 'summary',
    newKey: numberedKeys(),
    ...options,
  });
  return { controller, submit, onOutcome, keys };
}

const accepted: OrderSubmitResult = { ok: true, result: acceptedResult };

describe('createOrderFormController', () => {
  it('offers a correction of a mistyped address once its typo check has loaded', async () => {
    const { controller } = controllerWith([], { initialValues: {}, initialStep: undefined });
    controller.setField('email', 'jana@gmial.com');
    controller.blur('email');
    await vi.waitFor(() => expect(controller.getSnapshot().state.emailSuggestion).toBe('jana@gmail.com'));
  });

  it('keeps a step until it passes, then moves on once the next step is ready', async () => {
    const prepareStep = vi.fn(async () => undefined);
    const { controller } = controllerWith([], { initialValues: {}, initialStep: undefined, prepareStep });
    expect(await controller.next()).toBe('invalid');
    const blocked = controller.getSnapshot().state;
    expect(blocked.step).toBe('delivery');
    expect(blocked.errors.firstName).toBeDefined();
    expect(blocked.summary).not.toBeNull();
    expect(prepareStep).not.toHaveBeenCalled();

    for (const [field, value] of Object.entries(czechDelivery)) {
      controller.setField(field as TextField, value as string);
    }
    // An error on screen follows the typing: the fixed field loses it at once.
    expect(controller.getSnapshot().state.errors.firstName).toBeUndefined();
    expect(await controller.next()).toBe('moved');
    expect(prepareStep).toHaveBeenCalledWith('shippingPayment');
    expect(controller.getSnapshot().state).toMatchObject({
      step: 'shippingPayment',
      errors: {},
      summary: null,
    });

    controller.back();
    expect(controller.getSnapshot().state.step).toBe('delivery');
  });

  it('stops on step 2 at a refused discount code and moves on with an accepted one', async () => {
    const { controller } = controllerWith([], {
      initialValues: { ...summaryValues, discountCode: 'WRONG' },
      initialStep: 'shippingPayment',
    });
    expect(await controller.next()).toBe('discountRefused');
    expect(controller.getSnapshot().state).toMatchObject({
      step: 'shippingPayment',
      discount: { status: 'invalid', code: 'WRONG' },
    });
    controller.setField('discountCode', 'nordlys10');
    expect(await controller.next()).toBe('moved');
    expect(controller.getSnapshot().state.discount).toEqual({
      status: 'applied',
      discount: { code: 'NORDLYS10', amount: 10_000 },
    });
  });

  it('answers the same snapshot until something changes, and tells subscribers of each change', () => {
    const { controller } = controllerWith([]);
    const listener = vi.fn();
    const unsubscribe = controller.subscribe(listener);
    const first = controller.getSnapshot();
    expect(controller.getSnapshot()).toBe(first);
    // A later step is reached only by continuing: nothing changes, nobody is told.
    controller.goToStep('summary');
    expect(listener).not.toHaveBeenCalled();
    controller.goToStep('delivery');
    expect(listener).toHaveBeenCalledTimes(1);
    const second = controller.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.state.step).toBe('delivery');
    unsubscribe();
    controller.setField('city', 'Brno');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('saves the draft only once started, and a new form restores it', () => {
    const storage = memoryStorage();
    const options = { initialValues: {}, initialStep: undefined, draftStorage: storage, draftKey: 'draft' };
    const { controller } = controllerWith([], options);
    controller.setField('firstName', 'Jana');
    // Before `start` the form may be on the server: no draft is read or written.
    expect(storage.getItem('draft')).toBeNull();
    controller.start();
    controller.setField('lastName', 'Nováková');
    expect(JSON.parse(storage.getItem('draft') ?? 'null')).toMatchObject({
      step: 'delivery',
      values: { firstName: 'Jana', lastName: 'Nováková' },
    });

    const again = controllerWith([], options).controller;
    expect(again.start()).toBe(true);
    expect(again.getSnapshot().state.values).toMatchObject({ firstName: 'Jana', lastName: 'Nováková' });
    expect(again.start()).toBe(false);
  });

  it('takes text typed before the start over the draft, and stays on the step on screen', () => {
    const storage = memoryStorage();
    const options = { draftStorage: storage, draftKey: 'draft' };
    const first = controllerWith([], options).controller;
    first.start();
    expect(first.getSnapshot().state.step).toBe('summary');

    const { controller } = controllerWith([], { ...options, initialValues: {}, initialStep: undefined });
    expect(controller.start({ city: 'Brno' })).toBe(true);
    expect(controller.getSnapshot().state).toMatchObject({
      step: 'delivery',
      values: { firstName: 'Jana', city: 'Brno' },
    });
  });

  it('sends the order with an idempotency key and holds the API’s whole answer with the order sent', async () => {
    const storage = memoryStorage();
    const { controller, submit, onOutcome, keys } = controllerWith([accepted], {
      draftStorage: storage,
      draftKey: 'draft',
    });
    controller.start();
    expect(storage.getItem('draft')).not.toBeNull();
    const sending = controller.submit();
    expect(controller.getSnapshot().state.submit).toBe('submitting');
    // A second press while the first is under way sends nothing.
    await controller.submit();
    await sending;
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Jana',
      paymentMethod: 'card',
      discountCode: null,
    });
    expect(keys).toEqual(['key-1']);
    const sent = submit.mock.calls[0]?.[0];
    expect(controller.getSnapshot()).toMatchObject({
      state: { submit: 'submitted' },
      outcome: { result: acceptedResult, order: sent },
    });
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith({ result: acceptedResult, order: sent });
    // The order exists: the draft is gone and the form stays locked.
    expect(storage.getItem('draft')).toBeNull();
    await controller.submit();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('holds a rejection as the answer to the order', async () => {
    const { controller, onOutcome } = controllerWith([{ ok: true, result: rejectedResult }]);
    await controller.submit();
    expect(controller.getSnapshot().outcome).toMatchObject({
      result: rejectedResult,
      order: { email: 'jana.novakova@seznam.cz', birthDate: '1990-02-01' },
    });
    expect(onOutcome).toHaveBeenCalledExactlyOnceWith(controller.getSnapshot().outcome);
  });

  it('keeps the key after a lost answer, so the retry replays the first send', async () => {
    const { controller, keys } = controllerWith([new Error('network'), { ok: false }, accepted]);
    await controller.submit();
    expect(controller.getSnapshot()).toMatchObject({ state: { submit: 'failed' }, outcome: null });
    // Even a changed order keeps the key: the first may have been stored.
    controller.setField('city', 'Praha 2');
    await controller.submit();
    expect(controller.getSnapshot().state.submit).toBe('failed');
    await controller.submit();
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(controller.getSnapshot().outcome).toMatchObject({
      result: acceptedResult,
      order: { city: 'Praha 2' },
    });
  });

  it('holds a server error apart, keeps every value typed and sends again with the same key', async () => {
    const { controller, keys } = controllerWith([{ ok: false, serverError: true }, { ok: false }, accepted]);
    const typed = controller.getSnapshot().state.values;
    await controller.submit();
    const afterError = controller.getSnapshot();
    expect(afterError).toMatchObject({ state: { submit: 'serverError', step: 'summary' }, outcome: null });
    expect(afterError.state.values).toEqual(typed);
    await controller.submit();
    expect(controller.getSnapshot().state.submit).toBe('failed');
    await controller.submit();
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(controller.getSnapshot().outcome).toMatchObject({ result: acceptedResult });
  });

  it('sends an order changed after a definitive answer with a new key', async () => {
    const { controller, keys } = controllerWith([
      { ok: false, fieldErrors: { zip: ['zip.country'] } },
      accepted,
    ]);
    await controller.submit();
    expect(controller.getSnapshot().state).toMatchObject({
      step: 'delivery',
      serverInvalid: true,
      submit: 'idle',
      errors: { zip: ['zip.country'] },
    });
    controller.setField('zip', '110 00');
    expect(await controller.next()).toBe('moved');
    expect(await controller.next()).toBe('moved');
    controller.dispatch({ type: 'setAgreement', agreement: true });
    await controller.submit();
    expect(keys).toEqual(['key-1', 'key-2']);
  });

  it('says when a key came back as sent before with another order, and sends the next try as a new order', async () => {
    // A lost answer, then the shopper changes the order: the API knows the key with the first one.
    const { controller, keys } = controllerWith([
      new Error('network'),
      { ok: false, sentBefore: true },
      accepted,
    ]);
    await controller.submit();
    expect(controller.getSnapshot().state.submit).toBe('failed');
    controller.dispatch({ type: 'setAgreement', agreement: true });
    await controller.submit();
    expect(controller.getSnapshot().state.submit).toBe('sentBefore');
    expect(controller.getSnapshot().outcome).toBeNull();
    await controller.submit();
    expect(keys).toEqual(['key-1', 'key-1', 'key-2']);
    expect(controller.getSnapshot().outcome?.result).toEqual(acceptedResult);
  });

  it('shows the whole order’s errors instead of sending an incomplete one', async () => {
    const { controller, submit } = controllerWith([], {
      initialValues: { ...summaryValues, agreement: false },
    });
    await controller.submit();
    expect(submit).not.toHaveBeenCalled();
    expect(controller.getSnapshot().state).toMatchObject({
      step: 'summary',
      errors: { agreement: expect.any(Array) },
    });
  });

  it('asks about a code a draft brings back to the summary as it starts', async () => {
    const checkDiscountCode = vi.fn(sampleDiscountCheck(10_000));
    const { controller } = controllerWith([], {
      initialValues: { ...summaryValues, discountCode: 'NORDLYS10' },
      checkDiscountCode,
    });
    expect(checkDiscountCode).not.toHaveBeenCalled();
    controller.start();
    expect(checkDiscountCode).toHaveBeenCalledExactlyOnceWith('NORDLYS10');
    await vi.waitFor(() => expect(controller.getSnapshot().state.discount.status).toBe('applied'));
  });
});
