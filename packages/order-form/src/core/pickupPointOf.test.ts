import type { OpeningHours, PickupPoint } from '@shop/contracts';
import { csLazyMessages } from '@shop/i18n/cs';
import { skLazyMessages } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import { pickupPointOf } from '../index';
import { openingHoursLines } from './pickupPointOf';

const cs = { orderForm: await csLazyMessages.orderForm() };
const sk = { orderForm: await skLazyMessages.orderForm() };

const weekdays = (opens: string, closes: string): OpeningHours[] =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens, closes }));

describe('openingHoursLines', () => {
  it('joins consecutive days with the same hours', () => {
    expect(openingHoursLines(weekdays('08:00', '18:00'), cs.orderForm.pickupPoint.weekdays)).toEqual([
      'Po–Pá 8:00–18:00',
    ]);
  });

  it('keeps days with other hours on their own lines and leaves closed days out', () => {
    const hours: OpeningHours[] = [
      ...weekdays('08:00', '18:00'),
      { day: 'sat', opens: '09:00', closes: '12:00' },
    ];
    expect(openingHoursLines(hours, sk.orderForm.pickupPoint.weekdays)).toEqual([
      'Po–Pi 8:00–18:00',
      'So 9:00–12:00',
    ]);
  });

  it('does not join days across a closed day', () => {
    const hours: OpeningHours[] = [
      { day: 'mon', opens: '10:00', closes: '16:00' },
      { day: 'wed', opens: '10:00', closes: '16:00' },
    ];
    expect(openingHoursLines(hours, cs.orderForm.pickupPoint.weekdays)).toEqual([
      'Po 10:00–16:00',
      'St 10:00–16:00',
    ]);
  });

  it('lists a point open every day as one line', () => {
    const hours = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
      day,
      opens: '00:00',
      closes: '23:59',
    }));
    expect(openingHoursLines(hours, cs.orderForm.pickupPoint.weekdays)).toEqual(['Po–Ne 0:00–23:59']);
  });
});

describe('pickupPointOf', () => {
  const point: PickupPoint = {
    id: 'PPL-CZ-1',
    carrier: 'ppl',
    type: 'parcel-box',
    name: 'ParcelBox Anděl',
    street: 'Nádražní 1',
    city: 'Praha',
    zip: '150 00',
    country: 'cz',
    openingHours: weekdays('07:00', '20:00'),
  };

  it('names the PPL point type the way PPL does', () => {
    expect(pickupPointOf(point, cs.orderForm.pickupPoint.weekdays)).toEqual({
      id: 'PPL-CZ-1',
      name: 'ParcelBox Anděl',
      street: 'Nádražní 1',
      city: 'Praha',
      zip: '150 00',
      openingHours: ['Po–Pá 7:00–20:00'],
      type: 'parcel-box',
    });
  });

  it('leaves the type out for the pickup-point service', () => {
    const listed = pickupPointOf(
      { ...point, carrier: 'packeta', type: 'parcel-shop' },
      cs.orderForm.pickupPoint.weekdays,
    );
    expect(listed).not.toHaveProperty('type');
  });
});
