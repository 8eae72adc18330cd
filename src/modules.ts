import type { EntitySchema, MigrationObject } from '@mikro-orm/core';
import { PlatformInit } from './db/migrations/2026112200-platform-init.js';
import { identityPersistence } from '../modules/identity/index.js';

/**
 * Every module's entities and migrations, in the order they must run. The shell knows the modules;
 * no module knows the shell.
 */
export const allEntities: EntitySchema[] = [...identityPersistence.entities];

export const allMigrations: MigrationObject[] = [
  { name: '2026112200-platform-init', class: PlatformInit },
  ...identityPersistence.migrations,
];
