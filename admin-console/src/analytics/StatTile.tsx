import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

/**
 * One figure: its name, its value, a line of detail, and — when there is one — the console list
 * behind it (the whole tile is the link, so its name says what it opens).
 */
export function StatTile({ label, value, hint, to }: { label: string; value: string; hint?: string | undefined; to?: string | undefined }) {
  const body = (
    <CardContent>
      <Typography component="h3" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" variant="h5" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      {hint ? <Typography variant="body2">{hint}</Typography> : null}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** Tiles side by side, as many as fit. */
export const tileGrid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 } as const;
