import { PROFILE_LIMITS } from './profile-limits.js';

/** Spec section 3: only the ID document is required. */
export const DOCUMENT_TYPES = ['id', 'background_check', 'insurance', 'certification'] as const;
export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A verification document. Its file is private: only its owner and admins may download it. */
export class CleanerDocument {
  id!: string;
  cleanerId!: string;
  type!: DocumentType;
  status!: DocumentStatus;
  rejectionReason!: string | null;
  storageKey!: string;
  filename!: string;
  contentType!: string;
  sizeBytes!: number;
  /** The issue date the cleaner gives for a background check (which must be under 3 months old). */
  issuedOn!: string | null;
  uploadedAt!: Date;
  reviewedAt!: Date | null;
  reviewedBy!: string | null;

  approve(adminId: string, now: Date): void {
    this.status = 'approved';
    this.rejectionReason = null;
    this.reviewedAt = now;
    this.reviewedBy = adminId;
  }

  reject(adminId: string, reason: string, now: Date): void {
    this.status = 'rejected';
    this.rejectionReason = reason.trim();
    this.reviewedAt = now;
    this.reviewedBy = adminId;
  }
}

export type DocumentKind = { ext: 'pdf' | 'jpg' | 'png'; contentType: string };

/** Spec section 5: PDF, JPG or PNG, decided by the file's first bytes and confirmed by its extension. */
export function sniffDocument(data: Buffer, filename: string): DocumentKind | null {
  let kind: DocumentKind | null = null;
  if (data.length >= 5 && data.toString('latin1', 0, 5) === '%PDF-') kind = { ext: 'pdf', contentType: 'application/pdf' };
  else if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) kind = { ext: 'jpg', contentType: 'image/jpeg' };
  else if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) kind = { ext: 'png', contentType: 'image/png' };
  if (!kind) return null;
  const ext = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  const allowed = kind.ext === 'jpg' ? ['jpg', 'jpeg'] : [kind.ext];
  return ext && allowed.includes(ext) ? kind : null;
}

/** `YYYY-MM-DD` plus whole calendar months (clamped to the month's last day). */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** Spec section 9: a background check must be under 3 months old (and not dated in the future). */
export function backgroundCheckProblem(issuedOn: string, today: Date): 'in_future' | 'too_old' | null {
  const todayIso = today.toISOString().slice(0, 10);
  if (issuedOn > todayIso) return 'in_future';
  return addMonths(issuedOn, PROFILE_LIMITS.backgroundCheckMaxMonths) > todayIso ? null : 'too_old';
}

export type VerificationState = 'pending' | 'verified' | 'unverified' | 'rejected';

/**
 * The cleaner's verification (spec section 4), from their ID documents only, since the ID is the
 * one required document: verified once an ID is approved; otherwise pending while an ID awaits
 * review; rejected when every ID sent was rejected; unverified when none was sent.
 */
export function verificationState(documents: Pick<CleanerDocument, 'type' | 'status'>[]): VerificationState {
  const ids = documents.filter((d) => d.type === 'id');
  if (ids.some((d) => d.status === 'approved')) return 'verified';
  if (ids.some((d) => d.status === 'pending')) return 'pending';
  if (ids.length) return 'rejected';
  return 'unverified';
}
