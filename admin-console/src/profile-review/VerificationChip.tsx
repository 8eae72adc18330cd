import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Verification } from './profile-review-api';

const TONE: Record<Verification, 'success' | 'warning' | 'error' | 'default'> = {
  verified: 'success',
  pending: 'warning',
  rejected: 'error',
  unverified: 'default',
};

export function VerificationChip({ value }: { value: Verification }) {
  const translate = useTranslate();
  return <Chip size="small" color={TONE[value]} label={translate(`eclat.profile_review.verification.${value}`)} />;
}
