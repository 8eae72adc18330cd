import type { ReactNode } from 'react';
import './art.css';

/**
 * The frame of every illustration: decorative (the text beside it says what it shows), kept out of
 * the tab order, with its intrinsic size so the browser reserves the space before it paints (no layout shift).
 */
export function ArtSvg({ width, height, className, children }: { width: number; height: number; className?: string; children: ReactNode }) {
  return (
    <svg className={className ? `art ${className}` : 'art'} viewBox={`0 0 ${width} ${height}`} width={width} height={height} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
