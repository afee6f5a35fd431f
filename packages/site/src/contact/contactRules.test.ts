import { checkEmail, parsePhone } from '@shop/order-form';
import { describe, expect, it } from 'vitest';
import {
  type ContactErrorCode,
  type ContactField,
  type ContactValues,
  checkContact,
  checkContactField,
  contactPayload,
  emptyContactValues,
} from './contactRules';

const SK = '+421' as const;
const CZ = '+420' as const;

const filled: ContactValues = {
  customerType: 'new',
  customerNumber: '',
  questionType: 'product',
  name: 'Jana Nováková',
  phone: '0905 123 456',
  email: 'jana@example.sk',
  message: 'Dobrý deň, môžem Nordlys užívať aj v lete?',
  website: '',
};

describe('checkContactField', () => {
  it.each<[ContactField, Partial<ContactValues>, ContactErrorCode | null]>([
    ['name', { name: '' }, 'name-required'],
    ['name', { name: '   ' }, 'name-required'],
    ['name', { name: 'J'.repeat(121) }, 'too-long'],
    ['name', { name: 'Jana' }, null],
    ['email', { email: '' }, 'email-required'],
    ['email', { email: 'jana' }, 'email-invalid'],
    ['email', { email: 'jana@example' }, 'email-invalid'],
    ['email', { email: 'jana@@example.sk' }, 'email-invalid'],
    ['email', { email: ' jana@example.sk ' }, null],
    ['questionType', { questionType: '' }, 'subject-required'],
    ['questionType', { questionType: 'loyalty' }, null],
    ['message', { message: '' }, 'message-required'],
    ['message', { message: '\n \n' }, 'message-required'],
    ['message', { message: 'x'.repeat(5001) }, 'too-long'],
    ['message', { message: 'x'.repeat(5000) }, null],
    ['phone', { phone: '' }, null],
    ['phone', { phone: '0905 123 456' }, null],
    ['phone', { phone: '+421 905 123 456' }, null],
    ['phone', { phone: '+420 777 123 456' }, null],
    ['phone', { phone: '0905-123-456' }, 'phone-format'],
    ['phone', { phone: '0905 12a 456' }, 'phone-format'],
    ['phone', { phone: '12345' }, 'phone-format'],
    ['phone', { phone: '+49 30 1234567' }, 'phone-format'],
    ['phone', { phone: '09+05123456' }, 'phone-format'],
    ['customerNumber', { customerType: 'new', customerNumber: '' }, null],
    ['customerNumber', { customerType: 'existing', customerNumber: '' }, 'customer-number-required'],
    ['customerNumber', { customerType: 'existing', customerNumber: '  ' }, 'customer-number-required'],
    ['customerNumber', { customerType: 'existing', customerNumber: 'SK-2024-118' }, null],
    ['customerNumber', { customerType: 'existing', customerNumber: 'SK 118' }, 'customer-number-invalid'],
    ['customerNumber', { customerType: 'existing', customerNumber: '1'.repeat(21) }, 'too-long'],
  ])('%s with %o is %s', (field, change, expected) => {
    expect(checkContactField(field, { ...filled, ...change }, SK)).toBe(expected);
  });
});

describe('checkContact', () => {
  it('lists every problem of an empty form in form order', () => {
    const errors = checkContact(emptyContactValues(), SK);
    expect(Object.entries(errors)).toEqual([
      ['questionType', 'subject-required'],
      ['name', 'name-required'],
      ['email', 'email-required'],
      ['message', 'message-required'],
    ]);
  });

  it('asks an existing customer for the customer number', () => {
    expect(checkContact({ ...filled, customerType: 'existing' }, SK)).toEqual({
      customerNumber: 'customer-number-required',
    });
  });

  it('passes a complete form', () => {
    expect(checkContact(filled, SK)).toEqual({});
  });
});

describe('phone numbers', () => {
  it.each([
    ['0905 123 456', SK, '+421905123456'],
    ['905123456', SK, '+421905123456'],
    ['777 123 456', CZ, '+420777123456'],
    ['+420 777 123 456', SK, '+420777123456'],
    ['00421 905 123 456', CZ, '+421905123456'],
  ] as const)('%s on a %s site is sent as %s', (typed, prefix, international) => {
    expect(checkContactField('phone', { ...filled, phone: typed }, prefix)).toBeNull();
    expect(contactPayload({ ...filled, phone: typed }, prefix).phone).toBe(international);
  });

  it.each([
    ['777 123 456', CZ, null],
    ['777 123 45', CZ, 'phone-format'],
    ['(777) 123 456', CZ, 'phone-format'],
  ] as const)('%s on a %s site is %s', (typed, prefix, expected) => {
    expect(checkContactField('phone', { ...filled, phone: typed }, prefix)).toBe(expected);
  });

  it.each(['0905 123 456', '+420 777 123 456', '0777 123 456', '777-123-456', '+49 30 1234567', '12345'])(
    '%s is judged as the order form judges it',
    (typed) => {
      const valid = checkContactField('phone', { ...filled, phone: typed }, SK) === null;
      expect(valid).toBe(parsePhone(typed, SK).ok);
    },
  );
});

describe('email addresses', () => {
  it.each([
    ['info@nordlys.sk', null],
    ['jana.novakova+kontakt@mail.example.cz', null],
    ['jana novakova@example.cz', 'email-invalid'],
    ['@example.cz', 'email-invalid'],
    ['jana@.cz', 'email-invalid'],
  ] as const)('%s is %s', (email, expected) => {
    expect(checkContactField('email', { ...filled, email }, SK)).toBe(expected);
  });

  it.each(['jana@example.sk', 'jana@example', 'jana@exa_mple.sk', 'jana@example.c0m', 'ja..na@example.sk'])(
    '%s is judged as the order form judges it',
    (email) => {
      expect(checkContactField('email', { ...filled, email }, SK) === null).toBe(checkEmail(email).ok);
    },
  );

  it('sends the address as the order form keeps it: the domain in lower case', () => {
    expect(contactPayload({ ...filled, email: ' Jana@Example.SK ' }, SK).email).toBe('Jana@example.sk');
  });
});

describe('contactPayload', () => {
  it('trims, normalises the phone and confirms the GDPR notice', () => {
    expect(contactPayload({ ...filled, name: ' Jana Nováková ' }, SK)).toEqual({
      customerType: 'new',
      questionType: 'product',
      name: 'Jana Nováková',
      phone: '+421905123456',
      email: 'jana@example.sk',
      message: 'Dobrý deň, môžem Nordlys užívať aj v lete?',
      gdprConsent: true,
    });
  });

  it('sends the customer number only for an existing customer', () => {
    expect(contactPayload({ ...filled, customerNumber: 'SK-1' }, SK)).not.toHaveProperty('customerNumber');
    expect(
      contactPayload({ ...filled, customerType: 'existing', customerNumber: ' SK-1 ' }, SK),
    ).toMatchObject({ customerType: 'existing', customerNumber: 'SK-1' });
  });

  it('leaves out an empty phone and passes a filled honeypot on for the API to refuse', () => {
    const payload = contactPayload({ ...filled, phone: '', website: 'https://spam.example' }, SK);
    expect(payload).not.toHaveProperty('phone');
    expect(payload).toMatchObject({ website: 'https://spam.example' });
  });
});
