import type { ReactNode } from 'react';
import { EmptyArt, type EmptyArtName } from '../art/EmptyArt';

/** An empty list: a small drawing of what will be here, the text saying so, and the way to fill it. */
export function EmptyState({ art, className, children }: { art: EmptyArtName; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `empty-state ${className}` : 'empty-state'}>
      <EmptyArt name={art} />
      {children}
    </div>
  );
}
