import { describe, expect, it } from 'vitest';
import { fieldErrorsFromApi } from '../index';

describe('fieldErrorsFromApi', () => {
  it('keeps the issue codes of order fields and leaves out anything else', () => {
    expect(
      fieldErrorsFromApi({
        zip: ['zip.country', 'zip.country'],
        email: ['Unknown field', 'email.invalid'],
        _root: ['required'],
        nickname: ['Unknown field'],
        phone: ['Invalid input'],
      }),
    ).toEqual({ zip: ['zip.country'], email: ['email.invalid'] });
  });

  it('keeps the API’s answer for a discount code that does not apply', () => {
    expect(fieldErrorsFromApi({ discountCode: ['discount.invalid'] })).toEqual({
      discountCode: ['discount.invalid'],
    });
  });
});
