import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { AvailabilityErrors } from '../domain/availability.errors.js';
import { isLocalDate } from '../../../src/shared/local-time.js';
import type { AvailabilityDeps } from './ports.js';
import { slotsChanged } from './slots-changed.js';

/** Deletes a one-off slot, or a weekly pattern with all its dates ("Toute la série"). */
export const deleteBlock =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string, blockId: string): Promise<Result<void, DomainError>> =>
    deps.tx.forCleaner(cleanerId, async () => {
      const block = await deps.blocks.findById(blockId);
      // Someone else's block is reported as missing: its existence is not the caller's business.
      if (!block || block.cleanerId !== cleanerId) return err(AvailabilityErrors.blockNotFound());
      await deps.blocks.remove(block.id);
      await slotsChanged(deps, cleanerId);
      return ok(undefined);
    });

/**
 * Spec section 4, recurring blocks: "this block only". The pattern keeps its other dates; that date
 * becomes an exception. Deleting the only date of a one-off deletes the one-off.
 */
export const deleteOccurrence =
  (deps: AvailabilityDeps) =>
  async (cleanerId: string, blockId: string, date: string): Promise<Result<void, DomainError>> =>
    deps.tx.forCleaner(cleanerId, async () => {
      const block = await deps.blocks.findById(blockId);
      if (!block || block.cleanerId !== cleanerId) return err(AvailabilityErrors.blockNotFound());
      if (!isLocalDate(date) || !block.occursOn(date)) return err(AvailabilityErrors.notAnOccurrence());
      if (block.kind === 'one_off') await deps.blocks.remove(block.id);
      else await deps.blocks.addException(block.id, date);
      await slotsChanged(deps, cleanerId);
      return ok(undefined);
    });
