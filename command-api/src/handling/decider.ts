/**
 * An aggregate's rules: `decide` turns a command into events (or throws a DomainError) and
 * `evolve` folds events into the state the next decision needs. Both are pure.
 */
export interface Decider<State, Command, Event extends { type: string; data: unknown }> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}
