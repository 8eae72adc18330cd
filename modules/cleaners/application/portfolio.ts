import { err, ok, type Result } from '../../../src/shared/result.js';
import type { DomainError } from '../../../src/shared/domain-error.js';
import { newId } from '../../../src/shared/ids.js';
import { storedKeysOf } from '../../../src/shared/image-variants.js';
import { encodedWidths, storeResponsiveImage } from '../../../src/shared/sharp-image-variants.js';
import { CleanerErrors } from '../domain/cleaners.errors.js';
import { PortfolioPhoto, sniffPortfolioImage } from '../domain/portfolio-photo.js';
import { PROFILE_LIMITS } from '../domain/profile-limits.js';
import { ensureProfile } from './ensure-profile.js';
import type { CleanersDeps } from './ports.js';

/** Every stored file of a photo: the thumbnail, the large picture and each of its variants. */
export const photoFilesOf = (photo: Pick<PortfolioPhoto, 'largeKey' | 'thumbKey' | 'widths'>): string[] => [photo.thumbKey, ...storedKeysOf(photo.largeKey, photo.widths)];

/** Adds a picture of the cleaner's work, re-encoded as WebP (large and thumbnail) and AVIF/WebP variants, without metadata. */
export const uploadPhoto =
  (deps: CleanersDeps) =>
  async (userId: string, file: { data: Buffer; filename: string } | null): Promise<Result<PortfolioPhoto, DomainError>> => {
    const found = await ensureProfile(deps)(userId);
    if (!found.ok) return found;
    if (!file) return err(CleanerErrors.fileRequired());
    if (file.data.length > PROFILE_LIMITS.uploadMaxMb * 1024 * 1024) return err(CleanerErrors.fileTooLarge());
    if (!sniffPortfolioImage(file.data, file.filename)) return err(CleanerErrors.invalidPhotoType());
    if ((await deps.photos.countOf(userId)) >= PROFILE_LIMITS.portfolioPhotos.max) return err(CleanerErrors.portfolioFull());
    // Bytes that look like an image but do not decode are refused like any other wrong file.
    const resized = await deps.images.toPortfolio(file.data);
    if (!resized) return err(CleanerErrors.invalidPhotoType());
    const id = newId();
    const photo = Object.assign(new PortfolioPhoto(), {
      id,
      cleanerId: userId,
      largeKey: `portfolio/${id}.webp`,
      thumbKey: `portfolio/${id}-thumb.webp`,
      width: resized.image.width,
      height: resized.image.height,
      widths: encodedWidths(resized.image),
      createdAt: deps.clock.now(),
    });
    try {
      await storeResponsiveImage(deps.files, photo.largeKey, resized.image);
      await deps.files.put(photo.thumbKey, resized.thumb, 'image/webp');
      await deps.photos.add(photo);
    } catch (e) {
      // No row points at them: whatever was written leaves the way deleted photos' files do.
      await deps.fileDisposal.dispose(photoFilesOf(photo));
      throw e;
    }
    return ok(photo);
  };

export const listMyPhotos =
  (deps: CleanersDeps) =>
  async (userId: string): Promise<Result<PortfolioPhoto[], DomainError>> => {
    const found = await ensureProfile(deps)(userId);
    if (!found.ok) return found;
    return ok(await deps.photos.listOf(userId));
  };

export const deletePhoto =
  (deps: CleanersDeps) =>
  async (userId: string, photoId: string): Promise<Result<void, DomainError>> => {
    const found = await ensureProfile(deps)(userId);
    if (!found.ok) return found;
    const photo = await deps.photos.findById(photoId);
    if (!photo || photo.cleanerId !== userId) return err(CleanerErrors.photoNotFound());
    // Its files (thumbnail, large picture, every variant) go once the deletion commits (the outbox's `files.delete`).
    await deps.tx.run(async () => {
      await deps.photos.remove(photo);
      await deps.fileDisposal.dispose(photoFilesOf(photo));
    });
    return ok(undefined);
  };
