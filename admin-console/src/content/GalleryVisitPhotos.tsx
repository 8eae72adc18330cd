import { Alert, Box, CircularProgress, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { InputHelperText, SelectInput, required, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { fetchPrivateImage, listGalleryCandidates, type GalleryCandidate } from './content-api';

type Photo = GalleryCandidate['photos'][number];

/** A visit's photo is private: fetched with the admin's session, shown from memory, released when it leaves the screen. */
function VisitPhoto({ url, alt }: { url: string; alt: string }) {
  const translate = useTranslate();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setSrc(null);
    setFailed(false);
    fetchPrivateImage(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  if (failed) return <Typography variant="body2">{translate('eclat.content.gallery_source.photo_failed')}</Typography>;
  if (!src) return <Box sx={{ width: 160, height: 120, display: 'grid', placeItems: 'center' }}><CircularProgress size={24} /></Box>;
  return <img src={src} alt={alt} width={160} height={120} style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />;
}

/** One photo of a kind, chosen among the visit's: radio buttons whose labels are the photos themselves. */
function PhotoChoice({ source, kind, photos }: { source: 'beforePhotoId' | 'afterPhotoId'; kind: 'before' | 'after'; photos: Photo[] }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, validate: required() });
  const kindLabel = translate(`resources.gallery-items.fields.${kind}Image`);
  const stale = Boolean(field.value) && !photos.some((p) => p.id === field.value && p.kind === kind);
  // Another visit was chosen: its photos replace the previous choice.
  useEffect(() => {
    if (stale) field.onChange(null);
  }, [stale, field]);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <FormLabel component="legend">{translate(`resources.gallery-items.fields.${source}`)} *</FormLabel>
      <RadioGroup row name={field.name} value={field.value ?? ''} onChange={(e) => field.onChange(e.target.value)} onBlur={field.onBlur}>
        {photos
          .filter((p) => p.kind === kind)
          .map((p, i) => (
            <FormControlLabel key={p.id} value={p.id} control={<Radio />} label={<VisitPhoto url={p.url} alt={translate('eclat.content.gallery_source.photo_alt', { kind: kindLabel.toLocaleLowerCase(), n: i + 1 })} />} />
          ))}
      </RadioGroup>
      <InputHelperText error={fieldState.error?.message} />
    </Box>
  );
}

/**
 * The create form's "photos of a completed visit": the visits whose client agreed to the gallery,
 * then one before and one after photo of the chosen visit. The server checks the agreement again.
 */
export function GalleryVisitPhotos() {
  const translate = useTranslate();
  const bookingId = useWatch({ name: 'bookingId' }) as string | undefined;
  const candidates = useQuery({ queryKey: ['gallery-candidates'], queryFn: ({ signal }) => listGalleryCandidates(signal), staleTime: 0 });
  if (candidates.isPending) return <Typography>{translate('eclat.content.gallery_source.loading')}</Typography>;
  if (candidates.isError) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  if (candidates.data.length === 0) return <Alert severity="info">{translate('eclat.content.gallery_source.no_visits')}</Alert>;
  const choices = candidates.data.map((c) => ({
    id: c.id,
    name: translate('eclat.content.gallery_source.visit_choice', { date: c.date, service: translate(`eclat.content.services.${c.cleaningType}`, { _: c.cleaningType }), pairs: c.pairs }),
  }));
  const chosen = candidates.data.find((c) => c.id === bookingId);
  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate('eclat.content.gallery_source.visit_hint')}
      </Alert>
      <SelectInput source="bookingId" choices={choices} validate={required()} fullWidth />
      {chosen ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 3 }}>
          <PhotoChoice key={`before-${chosen.id}`} source="beforePhotoId" kind="before" photos={chosen.photos} />
          <PhotoChoice key={`after-${chosen.id}`} source="afterPhotoId" kind="after" photos={chosen.photos} />
        </Box>
      ) : null}
    </Box>
  );
}
