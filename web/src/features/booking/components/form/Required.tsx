import type { ReactNode } from 'react';

/** A field label with the visual asterisk; the input's `required` tells assistive tech. */
export function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children} <span aria-hidden="true">*</span>
    </>
  );
}
