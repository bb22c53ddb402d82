/** The time and the waiting of the notifications worker; tests give one that moves on command. */
export interface Clock {
  now(): Date;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export const addMs = (at: Date, ms: number) => new Date(at.getTime() + ms);
