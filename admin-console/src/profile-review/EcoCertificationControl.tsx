import { Button, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { decideEcoCertification, reviewKeys, type ProfileReviewDetail } from './profile-review-api';

type Decision = 'verified' | 'rejected' | 'certified' | 'none';

/** An admin decides the eco certification a cleaner asked for; the badge follows from it. */
export function EcoCertificationControl({ profile }: { profile: ProfileReviewDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const current = profile.ecoCertification;
  const [value, setValue] = useState<Decision>(current === null || current === 'pending' ? 'none' : current);
  const save = useMutation({
    mutationFn: () => decideEcoCertification(profile.id, value === 'none' ? null : value),
    onSuccess: () => {
      notify('eclat.profile_review.eco_saved', { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
      <FormControl size="small" sx={{ minWidth: 260 }}>
        <InputLabel id="eco-decision-label">{translate('eclat.profile_review.eco_label')}</InputLabel>
        <Select labelId="eco-decision-label" label={translate('eclat.profile_review.eco_label')} value={value} onChange={(e) => setValue(e.target.value as Decision)}>
          <MenuItem value="none">{translate(current === 'pending' ? 'eclat.profile_review.eco.requested' : 'eclat.profile_review.eco.none')}</MenuItem>
          <MenuItem value="verified">{translate('eclat.profile_review.eco.verified')}</MenuItem>
          <MenuItem value="certified">{translate('eclat.profile_review.eco.certified')}</MenuItem>
          <MenuItem value="rejected">{translate('eclat.profile_review.eco.rejected')}</MenuItem>
        </Select>
      </FormControl>
      <Button variant="outlined" disabled={save.isPending} onClick={() => save.mutate()}>
        {translate('eclat.profile_review.eco_save')}
      </Button>
    </Stack>
  );
}
