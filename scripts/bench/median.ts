/** The middle value: one run's hiccup (the machine's other work) moves it little. */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
