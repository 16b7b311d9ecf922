import { createElement, Fragment, type ReactElement } from 'react';
import { isIconName, type IconName } from '@portico/contract';

// The drawings' parts, in a 24x24 box; every icon is a short list of them.
const circle = (cx: number, cy: number, r: number) => <circle cx={cx} cy={cy} r={r} />;
const rect = (x: number, y: number, width: number, height: number) => (
  <rect x={x} y={y} width={width} height={height} rx="2" />
);
const path = (d: string) => <path d={d} />;

const shapes: Record<IconName, readonly ReactElement[]> = {
  payment: [circle(12, 12, 10), path('M15.5 8.2a4.5 4.5 0 1 0 0 7.6M6.5 10.8h6.5M6.5 13.4h6.5')],
  notice: [
    path('M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z'),
    path('M14 2v6h6M8 13h8M8 17h5'),
  ],
  prepayment: [rect(3, 4, 18, 18), path('M16 2v4M8 2v4M3 10h18M9 16l2 2 4-4')],
  account: [circle(12, 8, 4), path('M4 21a8 8 0 0 1 16 0')],
  contest: [
    path('M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z'),
    path('M12 7v4M12 14h.01'),
  ],
  rental: [
    path('M5 17H3v-5l2-5h14l2 5v5h-2M3 12h18M9.5 17h5'),
    circle(7.5, 17, 2),
    circle(16.5, 17, 2),
  ],
  alert: [path('M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9'), path('M13.7 21a2 2 0 0 1-3.4 0')],
  contact: [rect(2, 4, 20, 16), path('m22 6-10 7L2 6')],
  info: [circle(12, 12, 10), path('M12 16v-5M12 8h.01')],
  road: [path('M8 3 4 21M16 3l4 18M12 4v3M12 10v4M12 17v3')],
  warning: [
    path('M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z'),
    path('M12 9v4M12 17h.01'),
  ],
  card: [rect(2, 5, 20, 14), path('M2 10h20M6 15h4')],
  help: [circle(12, 12, 10), path('M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01')],
};

interface IconProps {
  /** Any name: content may send one this build does not know, which falls back to info. */
  name: string;
  className?: string;
}

/** Decorative line icons drawn in the current text colour; the text next to them names them. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={className}
      data-icon={isIconName(name) ? name : 'info'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {createElement(Fragment, null, ...shapes[isIconName(name) ? name : 'info'])}
    </svg>
  );
}
