import { describe, expect, it } from 'vitest';
import {
  blurContactField,
  changeContactValue,
  initialContactFormState,
  settleContact,
  submitContact,
  summaryEntries,
} from './contactFormState';

const SK = '+421';
const typed = {
  questionType: 'loyalty' as const,
  name: 'Peter Horváth',
  email: 'peter@example.sk',
  message: 'Koľko bodov mám?',
};

describe('contact form state', () => {
  it('checks a field when it is left, and clears its error as soon as it is fixed', () => {
    let state = blurContactField(initialContactFormState(), 'email', SK);
    expect(state.errors).toEqual({ email: 'email-required' });
    state = changeContactValue(state, 'email', 'peter@', SK);
    expect(state.errors).toEqual({ email: 'email-invalid' });
    state = changeContactValue(state, 'email', 'peter@example.sk', SK);
    expect(state.errors).toEqual({});
  });

  it('does not show an error while a clean field is typed in', () => {
    const state = changeContactValue(initialContactFormState(), 'email', 'pet', SK);
    expect(state.errors).toEqual({});
  });

  it('drops the customer number error when the shopper turns out to be new', () => {
    let state = changeContactValue(initialContactFormState(typed), 'customerType', 'existing', SK);
    state = blurContactField(state, 'customerNumber', SK);
    expect(state.errors).toEqual({ customerNumber: 'customer-number-required' });
    state = changeContactValue(state, 'customerType', 'new', SK);
    expect(state.errors).toEqual({});
  });

  it('refuses to send an incomplete form and lists its errors', () => {
    const { state, payload } = submitContact(initialContactFormState({ name: 'Peter' }), SK);
    expect(payload).toBeNull();
    expect(state.status).toBe('editing');
    expect(summaryEntries(state.summary).map((entry) => entry.field)).toEqual([
      'questionType',
      'email',
      'message',
    ]);
    expect(state.values.name).toBe('Peter');
  });

  it('keeps the summary while the shopper fixes fields, until the next send', () => {
    const attempt = submitContact(initialContactFormState(), SK);
    const state = changeContactValue(attempt.state, 'name', 'Peter', SK);
    expect(state.errors.name).toBeUndefined();
    expect(state.summary).toBe(attempt.state.summary);
  });

  it('sends a complete form once', () => {
    const first = submitContact(initialContactFormState(typed), SK);
    expect(first.state.status).toBe('sending');
    expect(first.payload).toMatchObject({ customerType: 'new', name: 'Peter Horváth', gdprConsent: true });
    expect(submitContact(first.state, SK).payload).toBeNull();
  });

  it('empties the form after a sent message', () => {
    const { state } = submitContact(initialContactFormState(typed), SK);
    const sent = settleContact(state, { kind: 'sent', id: 'm1' });
    expect(sent.status).toBe('sent');
    expect(sent.values).toEqual(initialContactFormState().values);
  });

  it.each([
    [{ kind: 'rejected' as const, errors: { email: 'email-invalid' as const } }, 'rejected', true],
    [{ kind: 'rejected' as const, errors: {} }, 'rejected', false],
    [{ kind: 'failed' as const }, 'failed', false],
  ])('keeps every typed value when the send ends %o', (outcome, status, listed) => {
    const { state } = submitContact(initialContactFormState(typed), SK);
    const settled = settleContact(state, outcome);
    expect(settled.status).toBe(status);
    expect(settled.values).toEqual(initialContactFormState(typed).values);
    expect(settled.summary !== null).toBe(listed);
  });
});
