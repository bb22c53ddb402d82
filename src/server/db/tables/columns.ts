/** Timestamps are UTC ISO-8601 strings; booleans are 0/1; money is in paise. */
export type Timestamp = string;
export type Flag = number;
