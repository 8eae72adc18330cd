import { describe, expect, it } from 'vitest';
import { archiveReadme, SECTIONS } from './archive-readme.js';

const facts = {
  name: 'Camille Tremblay',
  email: 'camille@example.com',
  requestedAt: new Date('2026-11-30T15:00:00Z'),
  preparedAt: new Date('2026-11-30T15:01:00Z'),
  missingFiles: [],
  privacyOfficerEmail: 'confidentialite@eclat.local',
};

describe('README.txt', () => {
  it('describes every file of the archive in both languages, French as complete as English', () => {
    const fr = archiveReadme('fr', facts);
    const en = archiveReadme('en', facts);
    for (const section of SECTIONS) {
      expect(fr).toContain(`- ${section}.json\u00a0: `);
      expect(en).toContain(`- ${section}.json: `);
    }
    expect(fr.split('\r\n').length).toBe(en.split('\r\n').length);
    expect(fr).toContain('Archive préparée le lundi 30 novembre 2026 à 10\u00a0h\u00a001 pour Camille Tremblay (camille@example.com)');
    expect(en).toContain('Archive prepared on Monday, November 30, 2026 at 10:01\u00a0AM for Camille Tremblay');
    expect(fr).toContain('confidentialite@eclat.local');
  });

  it('names the files deleted between the request and the archive', () => {
    const fr = archiveReadme('fr', { ...facts, missingFiles: ['files/avatar.webp'] });
    expect(fr).toContain('Fichiers supprimés entre-temps (non inclus)\u00a0:\r\n- files/avatar.webp');
    expect(archiveReadme('fr', facts)).not.toContain('entre-temps');
  });
});
