import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A titled card of the dashboard and of a cleaner's page. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom={!hint}>
          {title}
        </Typography>
        {hint ? (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {hint}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
