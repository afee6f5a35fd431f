// The two ways an order carries a birth date: ISO (`1990-02-01`), as the order form sends it once
// checked, and `d.m.yyyy` (`1.2.1990`, `1. 2. 1990`), as the shopper types it and as a page loaded
// before the form sent ISO still sends it. The order contract refuses other text; the order form's
// rules read the parts and check the date itself.

/** An ISO calendar date; groups: year, month, day. */
export const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date as people type it, spaces allowed around the dots; groups: day, month, year. */
export const typedDatePattern = /^(\d{1,2})\s*\.\s*(\d{1,2})\s*\.\s*(\d{4})$/;
