import type { CSSProperties, ReactNode } from 'react';
import { useUiStyles } from './styles';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  shape?: 'rect' | 'circle';
}

/** A grey placeholder of the content to come; hidden from screen readers (the region says "loading"). */
export function Skeleton({ width = '100%', height = '1em', shape = 'rect' }: SkeletonProps) {
  useUiStyles();
  return (
    <span
      className={shape === 'circle' ? 'pui-skeleton pui-skeleton--circle' : 'pui-skeleton'}
      style={{ width, height }}
      aria-hidden="true"
      data-skeleton=""
    />
  );
}

/** Skeleton lines standing in for a paragraph. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <span style={{ display: 'flex', flexDirection: 'column', gap: '.5em' }} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} width={i === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </span>
  );
}

/** Props of `LoadingRegion`. */
export interface LoadingRegionProps {
  loading: boolean;
  /** What is announced while loading ("Loading…", a translated text). */
  label: string;
  /** The placeholder while loading (skeletons). */
  placeholder: ReactNode;
  children: ReactNode;
}

/** Shows skeletons while loading, with aria-busy and a status text for assistive technology. */
export function LoadingRegion({ loading, label, placeholder, children }: LoadingRegionProps) {
  useUiStyles();
  return (
    <div aria-busy={loading}>
      {loading ? (
        <>
          <span role="status" className="pui-visually-hidden">
            {label}
          </span>
          {placeholder}
        </>
      ) : (
        children
      )}
    </div>
  );
}
