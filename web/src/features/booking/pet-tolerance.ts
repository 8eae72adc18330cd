import type { CleanerPet } from '../cleaners-search/api/types';
import type { PetKind } from './booking-form';

/**
 * Which of the client's animals the cleaner does not list among those she accepts (issue #40: a
 * homeowner with a dog could book a cleaner who takes only cats and learn it at the door). A cat
 * needs "cats", a dog "dogs"; "other" is met by birds or other animals. The form warns, it does not
 * refuse: the cleaner reads the notes before accepting.
 */
export function untoleratedPets(kinds: readonly PetKind[], tolerated: readonly CleanerPet[]): PetKind[] {
  const accepts: Record<PetKind, readonly CleanerPet[]> = { cat: ['cats'], dog: ['dogs'], other: ['birds', 'other'] };
  return kinds.filter((kind) => !accepts[kind].some((pet) => tolerated.includes(pet)));
}
