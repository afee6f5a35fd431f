/**
 * The latest epoch milliseconds a schema accepts: 9999-12-31T23:59:59.999Z. Later dates need a
 * six-digit `+YYYYYY` year in ISO text, which Postgres does not read, though JavaScript dates
 * go on to 8.64e15.
 */
export const latestEpochMillis = 253_402_300_799_999;
