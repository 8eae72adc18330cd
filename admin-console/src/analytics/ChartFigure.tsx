import { Box, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

// Off screen but read by screen readers (the table stays in the page when it is not shown).
const offScreen = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * A chart with its data as a table: the drawing is hidden from assistive technologies, which read
 * the table instead; a button shows the table on screen too. Charts inside are drawn with
 * `disableKeyboardNavigation`, so nothing focusable hides under the aria-hidden drawing.
 */
export function ChartFigure({ title, columns, rows, children }: { title: string; columns: string[]; rows: string[][]; children: ReactNode }) {
  const translate = useTranslate();
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <Box component="figure" sx={{ m: 0, position: 'relative' }} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box aria-hidden="true">{children}</Box>
      <Button size="small" onClick={() => setShown((v) => !v)} aria-expanded={shown} aria-controls={`${id}-table`}>
        {translate(shown ? 'eclat.analytics.table.hide' : 'eclat.analytics.table.show')}
      </Button>
      <Box id={`${id}-table`} sx={shown ? { overflowX: 'auto' } : offScreen}>
        <Table size="small">
          <caption>{title}</caption>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c} component="th" scope="col">
                  {c}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <TableCell key={j} component="th" scope="row">
                      {cell}
                    </TableCell>
                  ) : (
                    <TableCell key={j}>{cell}</TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
