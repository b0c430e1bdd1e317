/** A clock a test moves by hand: give `now` to startTestPortal({ clock }). */
export interface FakeClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export const fakeClock = (start = new Date('2026-11-22T10:00:00.000Z')): FakeClock => {
  let time = start.getTime();
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
  };
};

export const seconds = (count: number) => count * 1000;
export const minutes = (count: number) => count * 60_000;
export const hours = (count: number) => count * 3_600_000;
