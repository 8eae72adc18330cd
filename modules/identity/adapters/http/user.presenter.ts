import type { User } from '../../domain/user.js';
import { avatarImage } from '../../application/avatar-picture.js';

/** The contract's User: never the password hash, never internal columns. */
export const presentUser = (u: User) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  profilePic: u.profilePic,
  profilePicImage: avatarImage(u),
  role: u.role,
  locale: u.locale,
  dateOfBirth: u.dateOfBirth,
  gender: u.gender,
  clientOnboardedAt: u.clientOnboardedAt?.toISOString() ?? null,
  status: u.status,
  createdAt: u.createdAt.toISOString(),
  updatedAt: u.updatedAt.toISOString(),
});

export const presentAdminUser = (u: User) => ({ ...presentUser(u), lastLoginAt: u.lastLoginAt?.toISOString() ?? null });
