import type { ContactMessageInput } from '@shop/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createContactFormController, summaryEntries } from './contactFormController';
import type { ContactOutcome } from './contactOutcome';
import { type ContactValues, emptyContactValues } from './contactRules';

const typed = {
  questionType: 'loyalty' as const,
  name: 'Peter Horváth',
  email: 'peter@example.sk',
  message: 'Koľko bodov mám?',
};

function contactForm(
  initialValues: Partial<ContactValues> = {},
  send: (payload: ContactMessageInput) => Promise<ContactOutcome> = () => new Promise(() => {}),
) {
  const spy = vi.fn(send);
  const controller = createContactFormController({ phonePrefix: '+421', send: spy, initialValues });
  const state = () => controller.getSnapshot().state;
  return { controller, send: spy, state };
}

describe('createContactFormController', () => {
  it('checks a field when it is left, and clears its error as soon as it is fixed', () => {
    const { controller, state } = contactForm();
    controller.blur('email');
    expect(state().errors).toEqual({ email: 'email-required' });
    controller.change('email', 'peter@');
    expect(state().errors).toEqual({ email: 'email-invalid' });
    controller.change('email', 'peter@example.sk');
    expect(state().errors).toEqual({});
  });

  it('does not show an error while a clean field is typed in', () => {
    const { controller, state } = contactForm();
    controller.change('email', 'pet');
    controller.change('phone', '0905-1');
    expect(state().errors).toEqual({});
  });

  it('reads the phone by the order form’s rule with the site’s prefix', () => {
    const { controller, state } = contactForm();
    controller.change('phone', '0905-123');
    controller.blur('phone');
    expect(state().errors).toEqual({ phone: 'phone-format' });
    controller.change('phone', '0905 123 456');
    expect(state().errors).toEqual({});
  });

  it('drops the customer number error when the shopper turns out to be new', () => {
    const { controller, state } = contactForm(typed);
    controller.change('customerType', 'existing');
    controller.blur('customerNumber');
    expect(state().errors).toEqual({ customerNumber: 'customer-number-required' });
    controller.change('customerType', 'new');
    expect(state().errors).toEqual({});
  });

  it('refuses to send an incomplete form and lists its errors in form order', async () => {
    const { controller, send, state } = contactForm({ name: 'Peter' });
    await controller.submit();
    expect(send).not.toHaveBeenCalled();
    expect(state().status).toBe('editing');
    expect(summaryEntries(state().summary).map((entry) => entry.field)).toEqual([
      'questionType',
      'email',
      'message',
    ]);
    expect(state().values.name).toBe('Peter');
  });

  it('keeps the summary while the shopper fixes fields, until the next send', async () => {
    const { controller, state } = contactForm();
    await controller.submit();
    const { summary } = state();
    controller.change('name', 'Peter');
    expect(state().errors.name).toBeUndefined();
    expect(state().summary).toBe(summary);
  });

  it('sends a complete form once, with the phone in international form and the honeypot as typed', async () => {
    const { controller, send, state } = contactForm({ ...typed, phone: '0905 123 456', website: 'x' });
    void controller.submit();
    expect(state().status).toBe('sending');
    await controller.submit();
    expect(send).toHaveBeenCalledExactlyOnceWith({
      customerType: 'new',
      questionType: 'loyalty',
      name: 'Peter Horváth',
      phone: '+421905123456',
      email: 'peter@example.sk',
      message: 'Koľko bodov mám?',
      gdprConsent: true,
      website: 'x',
    });
  });

  it('empties the form after a sent message, and sends the next one', async () => {
    const { controller, send, state } = contactForm(typed, async () => ({ kind: 'sent', id: 'm1' }));
    await controller.submit();
    expect(state().status).toBe('sent');
    expect(state().values).toEqual(emptyContactValues());
    for (const [key, value] of Object.entries(typed)) controller.change(key as 'name', value);
    await controller.submit();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each<[string, () => Promise<ContactOutcome>, string, boolean]>([
    [
      'a refusal naming a field',
      async () => ({ kind: 'rejected', errors: { email: 'email-invalid' } }),
      'rejected',
      true,
    ],
    ['a refusal naming no field', async () => ({ kind: 'rejected', errors: {} }), 'rejected', false],
    ['a failure', async () => ({ kind: 'failed' }), 'failed', false],
    ['a lost answer', () => Promise.reject(new Error('network')), 'failed', false],
  ])('keeps every typed value after %s', async (_name, send, status, listed) => {
    const { controller, state } = contactForm(typed, send);
    await controller.submit();
    expect(state().status).toBe(status);
    expect(state().values).toEqual({ ...emptyContactValues(), ...typed });
    expect(state().summary !== null).toBe(listed);
  });
});
