import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18n-provider';
import { refusalMessage } from './upload-refusal';

const say = async (locale: 'fr' | 'en', ...args: Parameters<typeof refusalMessage>) => {
  await i18nProvider.changeLocale(locale);
  const { key, options } = refusalMessage(...args);
  return i18nProvider.translate(key, options);
};

describe('a refused gallery file (issue #41)', () => {
  it('says in French what is wrong: the format, the weight, the number', async () => {
    expect(await say('fr', [{ file: { name: 'plan.gif', size: 1000 }, errors: [{ code: 'file-invalid-type' }] }], 'fr')).toBe('«\u00a0plan.gif\u00a0» n’est pas une photo JPG, PNG ou WebP\u00a0: choisissez un fichier de l’un de ces formats.');
    expect(await say('fr', [{ file: { name: 'salon.jpg', size: 12.5 * 1024 * 1024 }, errors: [{ code: 'file-too-large' }] }], 'fr')).toBe('«\u00a0salon.jpg\u00a0» pèse 12,5\u00a0Mo\u00a0: une photo pèse 10\u00a0Mo au plus.');
    expect(await say('fr', [{ file: { name: 'a.jpg', size: 1 }, errors: [{ code: 'too-many-files' }] }], 'fr')).toBe('Une seule photo à la fois\u00a0: déposez-en une.');
  });

  it('and in English', async () => {
    expect(await say('en', [{ file: { name: 'salon.jpg', size: 12.5 * 1024 * 1024 }, errors: [{ code: 'file-too-large' }] }], 'en')).toBe('“salon.jpg” weighs 12.5 MB: a photo weighs 10 MB at most.');
  });

  it('never shows react-admin\'s "Déposez l\'image à uploader" in French', async () => {
    await i18nProvider.changeLocale('fr');
    expect(i18nProvider.translate('eclat.content.upload.placeholder')).not.toMatch(/uploader/);
  });
});
