import { Alert, Box, Button, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatLongDate } from './format';
import { MAX_PERIOD_DAYS, PRESETS, presetRange, rangeError, type Period, type Preset } from './period';

/**
 * The period of a page: four presets and custom dates, on Quebec's calendar. A custom range is
 * checked before it is asked for (the server checks it again).
 */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (next: Period) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: object) => translate(`eclat.analytics.period.${key}`, options);
  const [custom, setCustom] = useState(period.preset === 'custom');
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [touched, setTouched] = useState(false);
  const labelId = useId();
  const errorId = useId();
  const error = rangeError({ from, to });

  const choose = (_: unknown, preset: Preset | null) => {
    if (!preset) return;
    if (preset === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange({ preset, ...presetRange(preset, new Date()) });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error === null) onChange({ preset: 'custom', from, to });
  };

  return (
    <Box sx={{ my: 2 }}>
      <Typography id={labelId} component="h2" variant="subtitle2" gutterBottom>
        {t('label')}
      </Typography>
      <ToggleButtonGroup exclusive size="small" value={custom ? 'custom' : period.preset} onChange={choose} aria-labelledby={labelId} sx={{ flexWrap: 'wrap' }}>
        {PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {t(`presets.${preset}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {custom ? (
        <Stack component="form" direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap', alignItems: 'flex-start' }} onSubmit={apply} noValidate>
          <TextField type="date" size="small" label={t('from')} value={from} onChange={(e) => setFrom(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': touched && error ? errorId : undefined } }} />
          <TextField type="date" size="small" label={t('to')} value={to} onChange={(e) => setTo(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': touched && error ? errorId : undefined } }} />
          <Button type="submit" variant="contained">
            {t('apply')}
          </Button>
        </Stack>
      ) : null}
      {custom && touched && error ? (
        <Alert id={errorId} severity="error" sx={{ mt: 1 }} role="alert">
          {t(`errors.${error}`, { days: MAX_PERIOD_DAYS })}
        </Alert>
      ) : null}
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {t('range', { from: formatLongDate(period.from, locale), to: formatLongDate(period.to, locale) })}
      </Typography>
    </Box>
  );
}
