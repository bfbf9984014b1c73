import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Maya Okafor', 'MO'],
    ['ruth calder', 'RC'],
    ['Diego Marín Ortega', 'DM'],
    ['  Theo  ', 'T'],
    ['', ''],
  ])('should give %p the initials %p', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
