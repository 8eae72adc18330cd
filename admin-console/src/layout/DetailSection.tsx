import { Box, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type DetailRow = [label: string, value: ReactNode];

/** A titled group of label/value rows on a show page, the labels as row headers for screen readers. */
export function DetailSection({ title, rows, children }: { title: string; rows?: DetailRow[]; children?: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {rows ? (
        <Table size="small" aria-label={title}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: '35%' }}>
                  {label}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {children}
    </Box>
  );
}
