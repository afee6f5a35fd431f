import type { PickupPoint as ApiPickupPoint, OpeningHours, Weekday } from '@shop/contracts';
import type { PickupPoint } from './pickupPoint';

/** The short names of the days, Monday first: the catalog's `orderForm.pickupPoint.weekdays`. */
export type WeekdayNames = Record<Weekday, string>;

const WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** `08:00` reads `8:00`, as Czech and Slovak write hours. */
function clock(time: string): string {
  return time.replace(/^0(\d)/, '$1');
}

/**
 * Opening hours as lines a person reads, consecutive days with the same hours joined:
 * `Po–Pá 8:00–18:00`, `So 9:00–12:00`. Closed days are left out.
 */
export function openingHoursLines(hours: readonly OpeningHours[], names: WeekdayNames): string[] {
  const byDay = new Map(hours.map((entry) => [entry.day, `${clock(entry.opens)}–${clock(entry.closes)}`]));
  const lines: string[] = [];
  let start = 0;
  while (start < WEEK.length) {
    const time = byDay.get(WEEK[start] as Weekday);
    let end = start;
    while (end + 1 < WEEK.length && time !== undefined && byDay.get(WEEK[end + 1] as Weekday) === time)
      end += 1;
    if (time !== undefined) {
      const first = names[WEEK[start] as Weekday];
      const days = end > start ? `${first}–${names[WEEK[end] as Weekday]}` : first;
      lines.push(`${days} ${time}`);
    }
    start = end + 1;
  }
  return lines;
}

/** A point of the shop API (`GET /api/pickup-points`) as the form's picker lists it. */
export function pickupPointOf(point: ApiPickupPoint, names: WeekdayNames): PickupPoint {
  const listed: PickupPoint = {
    id: point.id,
    name: point.name,
    street: point.street,
    city: point.city,
    zip: point.zip,
    openingHours: openingHoursLines(point.openingHours, names),
  };
  // The picker names the type by PPL's own names; other carriers' points go without one.
  return point.carrier === 'ppl' ? { ...listed, type: point.type } : listed;
}
