import { describe, expect, it } from 'vitest';
import { addressLabel, isStreetLine } from './address.js';

describe('street lines', () => {
  it.each(['4200 rue Saint-Denis', '8 chemin du Lac', '123 Main Street', '4200 Saint-Denis', '1234 route 132', '50 rang 3', '2100 1re Avenue', "12 rue de l'Église", '55 boul. René-Lévesque'])(
    'reads %j as a whole street line',
    (line) => expect(isStreetLine(line)).toBe(true),
  );

  it.each(['4200 rue', '4200', '8 chemin du', '4200 boul.', 'rue Saint-Denis', '4200a', ''])('does not read %j as one (cut short, no number or no name)', (line) => {
    expect(isStreetLine(line)).toBe(false);
  });

  it('writes an address on one line as Canada Post does', () => {
    expect(addressLabel({ line1: '4200 rue Saint-Denis', city: 'Montréal', postalCode: 'H2J 2L1' })).toBe('4200 rue Saint-Denis, Montréal QC H2J 2L1');
  });
});
