// The slow-phone profile lives with the bench, which measures every route on it.
export { SLOW_PHONE, throttleAsSlowPhone } from '../scripts/bench/slowPhoneVisit.mjs';
