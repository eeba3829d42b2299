import { describe, expect, it } from 'vitest';
import { CITIES } from './shipping.js';

describe('shipping', () => {
  it('delivers to exactly the three cities', () => {
    expect(CITIES).toEqual(['Alexandria', 'Cairo', 'Giza']);
  });
});
