import { describe, expect, it } from 'vitest';
import { indianStates, stateByCodeOrName } from './gst';
import { stateNameIn } from './state-names-hi';

describe('the states in Hindi', () => {
  it('names every state and union territory in Devanagari', () => {
    for (const state of indianStates) {
      expect(stateNameIn(state, 'hi'), state.name).toMatch(/^[\u0900-\u097F ]+$/);
    }
    expect(stateNameIn(stateByCodeOrName('27')!, 'hi')).toBe('महाराष्ट्र');
    expect(stateNameIn(stateByCodeOrName('27')!, 'en')).toBe('Maharashtra');
  });
});
