import { expect } from 'vitest';
import { DomainError } from '@ghost/events';
import type { Decider } from './decider.js';
import { fold } from './stream-state.js';

/**
 * Given/when/then for deciders: given past events, when a command is decided, then these events
 * are recorded, or this refusal is given.
 */
export const deciderSpec = <State, Command, Event extends { type: string; data: unknown }>(
  decider: Decider<State, Command, Event>,
) => ({
  given: (history: Event[]) => ({
    when: (command: Command) => {
      const decide = () => decider.decide(command, fold(decider, history));
      return {
        then: (expected: Event[]) => {
          expect(decide()).toEqual(expected);
        },
        thenRefuses: (code: DomainError['code'], field?: string) => {
          let refusal: unknown;
          try {
            decide();
          } catch (error) {
            refusal = error;
          }
          expect(refusal).toBeInstanceOf(DomainError);
          expect((refusal as DomainError).code).toBe(code);
          if (field !== undefined) expect((refusal as DomainError).details.field).toBe(field);
        },
      };
    },
  }),
});
