/**
 * Pose guide of the side photo (issue 23): an outline of a person standing side-on to the
 * camera, facing right, arms relaxed along the body, feet together. Inline SVG with an
 * accessible name and description.
 */
import { useId } from 'react';

export function SidePoseGuide({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg
      role="img"
      viewBox="0 0 60 160"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className={className}
    >
      <title id={`${id}-title`}>Pose guide: stand side-on</title>
      <desc id={`${id}-desc`}>
        A person standing sideways to the camera, whole body in view, looking ahead, arms relaxed along
        the body, feet together.
      </desc>
      <g fill="currentColor" fillOpacity={0.08} stroke="currentColor" strokeWidth={1.6} strokeLinejoin="round" strokeLinecap="round">
        <circle cx={31} cy={13} r={8.5} />
        <path d="M28 21.5 L27 26 Q22 29 22 36 L21.5 50 Q21 60 23 66 Q19 74 21 82 Q23 92 24.5 102 L24 120 L24.5 140 L24 149 Q24 152 27 152 L41 152 Q42 149 38 148 L32 146 L32.5 120 Q34 110 33.5 102 Q36 92 36 82 Q37.5 74 36.5 66 Q35 60 35.5 56 Q39.5 49 39 42 Q38.5 33 34 28 L34.5 21.5" />
        <path d="M29 31 Q27.5 44 28 56 Q28.5 66 30.5 76" fill="none" strokeWidth={3.2} strokeOpacity={0.5} />
      </g>
    </svg>
  );
}
