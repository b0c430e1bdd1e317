import { describe, expect, it } from 'vitest';
import { ChangeListeners, type ReadModelChange } from './read-model-changes.js';

const change: ReadModelChange = { position: 4, changed: new Map([['transactions', ['GHOST-1']]]) };

describe('the listeners of read-model changes', () => {
  it('tells every listener, and a listener that throws neither stops the others nor the source', () => {
    const reported: unknown[] = [];
    const listeners = new ChangeListeners((error) => reported.push(error));
    const heard: ReadModelChange[] = [];
    listeners.onApplied(() => {
      throw new Error('a broken screen');
    });
    listeners.onApplied((c) => heard.push(c));
    listeners.emit(change);
    expect(heard).toEqual([change]);
    expect(reported).toHaveLength(1);
  });

  it('stops telling a listener once it stopped listening, each subscription on its own', () => {
    const listeners = new ChangeListeners();
    const heard: number[] = [];
    const listener = (c: ReadModelChange) => heard.push(c.position);
    const stopFirst = listeners.onApplied(listener);
    listeners.onApplied(listener);
    stopFirst();
    listeners.emit(change);
    expect(heard).toEqual([4]);
    expect(listeners.count).toBe(1);
  });
});
