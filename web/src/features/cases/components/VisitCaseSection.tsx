import { useState, type FormEvent } from 'react';
import { FileUploadButton } from '../../../components/ui/FileUploadButton';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../../booking/api/types';
import { useActionFeedback } from '../../booking-detail/use-action-feedback';
import { useBookingFormat } from '../../booking-detail/use-booking-format';
import { PHOTO_ACCEPT, PHOTO_TYPES_LABEL, UPLOAD_MAX_MEGABYTES, photoFileProblem } from '../../booking-detail/photo-file';
import { useVisitCase } from '../api/get-visit-case';
import { useReportProblem } from '../api/report-problem';
import { useUploadCasePhoto } from '../api/upload-case-photo';
import { useAnswerCase } from '../api/answer-case';
import { CASE_CATEGORIES, MAX_CASE_PHOTOS, type CaseCategory, type CaseWish, type VisitCase } from '../api/types';

/**
 * Issue #36 on a completed visit's page: the client's problem report (within the window after the
 * punch-out), the cleaner's one written answer, and the case's state for both.
 */
export function VisitCaseSection({ booking }: { booking: Booking }) {
  if (booking.status !== 'completed' || booking.viewerRole === 'admin') return null;
  return <VisitCase booking={booking} />;
}

function VisitCase({ booking }: { booking: Booking }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const query = useVisitCase(booking.id);
  const data = query.data;
  if (!data) return null;
  const c = data.case;
  if (!c && !data.canReport) return null;
  return (
    <section className="card booking-section" aria-labelledby="booking-case" data-testid="visit-case">
      <h2 id="booking-case">{t('case.title')}</h2>
      {c ? <CaseState bookingId={booking.id} c={c} viewerRole={data.viewerRole} /> : null}
      {data.canReport ? (
        <>
          {data.reportableUntil ? <p className="field__hint">{t('case.until', { date: f.stamp(data.reportableUntil) })}</p> : null}
          <ReportForm bookingId={booking.id} />
        </>
      ) : null}
    </section>
  );
}

function CaseState({ bookingId, c, viewerRole }: { bookingId: string; c: VisitCase; viewerRole: 'client' | 'cleaner' }) {
  const { t } = useTranslation('bookingDetail');
  const f = useBookingFormat();
  const open = c.status === 'open' || c.status === 'answered';
  return (
    <div className="visit-case">
      <p role="status" data-testid="case-status">
        <strong>{t(`case.status.${c.status}`)}</strong>
      </p>
      <dl>
        <dt>{t('case.reportedOn')}</dt>
        <dd>{f.stamp(c.reportedAt)}</dd>
        <dt>{t('case.category')}</dt>
        <dd>{t(`case.categories.${c.category}`)}</dd>
        {c.wish ? (
          <>
            <dt>{t('case.wish')}</dt>
            <dd>{t(`case.wishes.${c.wish}`)}</dd>
          </>
        ) : null}
        <dt>{t('case.description')}</dt>
        <dd className="visit-case__text">{c.description}</dd>
      </dl>
      {c.photos.length > 0 ? (
        <ul className="visit-case__photos" aria-label={t('case.photos')}>
          {c.photos.map((p, i) => (
            <li key={p.id}>
              <img src={`/api/bookings/${bookingId}/case/photos/${p.id}`} alt={t('case.photoAlt', { n: i + 1 })} width={160} height={120} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {viewerRole === 'client' && open && c.photos.length < MAX_CASE_PHOTOS ? <AddPhoto bookingId={bookingId} /> : null}
      <h3>{t('case.answerTitle')}</h3>
      {c.answer ? <p className="visit-case__text" data-testid="case-answer">{c.answer}</p> : viewerRole === 'cleaner' && open ? <AnswerForm bookingId={bookingId} /> : <p>{t('case.noAnswer')}</p>}
      {c.decision ? (
        <div className="notice" data-testid="case-decision">
          <p>
            <strong>{t(`case.decision.${c.decision.resolution}`, { amount: f.money(c.decision.refundCents ?? 0) })}</strong>
          </p>
          <p>{t('case.decision.reason', { reason: c.decision.reason })}</p>
          {c.decision.recleanBookingId ? <a href={`/bookings/${c.decision.recleanBookingId}`}>{t('case.decision.recleanLink')}</a> : null}
        </div>
      ) : viewerRole === 'cleaner' ? (
        <p className="field__hint">{t('case.heldNotice')}</p>
      ) : null}
    </div>
  );
}

function ReportForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(['bookingDetail', 'cleanerProfile']);
  const { succeed, describe } = useActionFeedback();
  const report = useReportProblem();
  const [category, setCategory] = useState<CaseCategory>('quality');
  const [description, setDescription] = useState('');
  const [wish, setWish] = useState<CaseWish | ''>('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  // One file at a time with the app's French file button (issue #14), up to 5, sent after the report.
  const onFile = (file: File) => {
    if (photos.length >= MAX_CASE_PHOTOS) return setProblem(t('bookingDetail:case.tooManyPhotos', { max: MAX_CASE_PHOTOS }));
    const check = photoFileProblem(file);
    if (check) return setProblem(t(check.key, check.values));
    setProblem(null);
    setPhotos([...photos, file]);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (description.trim().length < 10) return setProblem(t('bookingDetail:case.descriptionTooShort'));
    setProblem(null);
    report.mutate({ bookingId, category, description: description.trim(), wish: wish || null, photos }, { onSuccess: () => succeed(t('bookingDetail:case.reported')), onError: (error) => setProblem(describe(error)) });
  };

  return (
    <form className="visit-case__form" onSubmit={submit} noValidate>
      <h3>{t('bookingDetail:case.reportTitle')}</h3>
      <p>{t('bookingDetail:case.reportExplain')}</p>
      <div className="field">
        <label htmlFor="case-category">{t('bookingDetail:case.category')}</label>
        <select id="case-category" value={category} onChange={(e) => setCategory(e.target.value as CaseCategory)}>
          {CASE_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`bookingDetail:case.categories.${c}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="case-description">{t('bookingDetail:case.description')}</label>
        <textarea id="case-description" value={description} minLength={10} maxLength={2000} rows={4} required onChange={(e) => setDescription(e.target.value)} />
        <p className="field__hint">{t('bookingDetail:case.descriptionHint')}</p>
      </div>
      <fieldset className="field">
        <legend>{t('bookingDetail:case.wish')}</legend>
        {(['', 'reclean', 'refund'] as const).map((w) => (
          <label key={w || 'none'}>
            <input type="radio" name="case-wish" value={w} checked={wish === w} onChange={() => setWish(w)} /> {t(`bookingDetail:case.wishes.${w || 'none'}`)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <FileUploadButton
          label={t('bookingDetail:case.photosLabel', { max: MAX_CASE_PHOTOS })}
          accept={PHOTO_ACCEPT}
          hint={t('bookingDetail:photos.hint', { types: PHOTO_TYPES_LABEL, max: UPLOAD_MAX_MEGABYTES })}
          file={photos.at(-1) ?? null}
          disabled={photos.length >= MAX_CASE_PHOTOS || report.isPending}
          onSelect={onFile}
        />
        {photos.length > 0 ? <p className="field__hint">{t('bookingDetail:case.photosChosen', { count: photos.length, names: photos.map((p) => p.name).join(', ') })}</p> : null}
      </div>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={report.isPending}>
        {t('bookingDetail:case.submit')}
      </button>
    </form>
  );
}

function AddPhoto({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(['bookingDetail', 'cleanerProfile']);
  const { succeed, describe } = useActionFeedback();
  const upload = useUploadCasePhoto();
  const [problem, setProblem] = useState<string | null>(null);
  const onFile = (file: File) => {
    const check = photoFileProblem(file);
    if (check) return setProblem(t(check.key, check.values));
    setProblem(null);
    upload.mutate({ bookingId, file }, { onSuccess: () => succeed(t('bookingDetail:toast.photoAdded')), onError: (error) => setProblem(describe(error)) });
  };
  return (
    <div className="field">
      <FileUploadButton label={t('bookingDetail:case.addPhoto')} accept={PHOTO_ACCEPT} hint={t('bookingDetail:photos.hint', { types: PHOTO_TYPES_LABEL, max: UPLOAD_MAX_MEGABYTES })} error={problem} disabled={upload.isPending} progress={upload.isPending ? 0 : null} onSelect={onFile} />
    </div>
  );
}

function AnswerForm({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('bookingDetail');
  const { succeed, describe } = useActionFeedback();
  const answer = useAnswerCase();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setProblem(t('case.answerRequired'));
    answer.mutate({ bookingId, answer: text.trim() }, { onSuccess: () => succeed(t('case.answered')), onError: (error) => setProblem(describe(error)) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="case-answer">{t('case.answerLabel')}</label>
        <textarea id="case-answer" value={text} maxLength={2000} rows={4} onChange={(e) => setText(e.target.value)} />
        <p className="field__hint">{t('case.answerOnce')}</p>
      </div>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={answer.isPending}>
        {t('case.answerSubmit')}
      </button>
    </form>
  );
}
