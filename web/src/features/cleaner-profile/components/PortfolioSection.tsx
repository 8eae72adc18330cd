import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { FileUploadButton } from '../../../components/ui/FileUploadButton';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useDeletePortfolioPhoto } from '../api/delete-portfolio-photo';
import { useUploadPortfolioPhoto } from '../api/upload-portfolio-photo';
import type { CleanerProfile } from '../api/types';
import { PHOTO_ACCEPT, PHOTO_TYPES_LABEL, UPLOAD_MAX_MEGABYTES, uploadProblem } from '../file-checks';

/** Drawn width of a thumbnail (cleaner-profile.css: grid cells of 12rem or more). */
const THUMB_SIZES = '(min-width: 48rem) 16rem, 90vw';
const THUMB_PX = 200;

/** The work gallery: public pictures of the cleaner's work. */
export function PortfolioSection({ profile }: { profile: CleanerProfile }) {
  const { t } = useTranslation(['cleanerProfile', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const upload = useUploadPortfolioPhoto();
  const remove = useDeletePortfolioPhoto();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const onChosen = async (file: File) => {
    const check = uploadProblem(file, 'photo');
    if (check) {
      setProblem(check === 'type' ? t('cleanerProfile:uploads.invalidType', { types: PHOTO_TYPES_LABEL }) : t('cleanerProfile:uploads.tooLarge', { max: UPLOAD_MAX_MEGABYTES }));
      buttonRef.current?.focus();
      return;
    }
    setProblem(null);
    setSending(file);
    try {
      await upload.mutateAsync({ file, onProgress: setProgress });
      toast({ title: t('cleanerProfile:portfolio.addedTitle'), description: t('cleanerProfile:portfolio.added'), variant: 'success' });
    } catch (error) {
      setProblem(describe(error, t('cleanerProfile:uploads.failed')));
    } finally {
      setSending(null);
      setProgress(null);
    }
  };

  return (
    <div className="portfolio">
      {profile.portfolio.length ? (
        <ul className="portfolio__grid">
          {profile.portfolio.map((p, i) => (
            <li key={p.id} className="portfolio__item">
              <a href={p.url} target="_blank" rel="noreferrer">
                <ResponsiveImage
                  image={{ ...p.image, src: p.thumbnailUrl }}
                  alt={t('cleanerProfile:portfolio.alt', { n: i + 1 })}
                  sizes={THUMB_SIZES}
                  width={THUMB_PX}
                  height={Math.round((THUMB_PX * p.height) / Math.max(1, p.width))}
                />
              </a>
              <button type="button" className="btn btn--secondary" onClick={() => remove.mutate(p.id, { onError: (e) => toast({ title: t('common:toast.error'), description: describe(e, t('cleanerProfile:saveFailed')), variant: 'destructive' }) })}>
                {t('cleanerProfile:portfolio.delete', { n: i + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('cleanerProfile:portfolio.none')}</p>
      )}
      <FileUploadButton
        buttonRef={buttonRef}
        label={t('cleanerProfile:portfolio.choose')}
        accept={PHOTO_ACCEPT}
        hint={t('cleanerProfile:portfolio.hint', { types: PHOTO_TYPES_LABEL, max: UPLOAD_MAX_MEGABYTES })}
        error={problem}
        file={sending}
        progress={upload.isPending ? (progress ?? 0) : null}
        onSelect={(file) => void onChosen(file)}
      />
    </div>
  );
}
