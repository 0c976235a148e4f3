import { describe, expect, it } from 'vitest';
import { M } from './messages.ts';

describe('the assistant messages', () => {
  it('keep no words for a question the interview no longer asks', () => {
    // tutor_concorda was removed: the other parent names a guardian in their own will (CC 1.729).
    expect(M).not.toHaveProperty('tutorConcorda');
  });
});
