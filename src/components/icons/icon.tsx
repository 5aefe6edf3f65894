import type { SVGProps } from 'react';

/**
 * A small set of line icons (24×24, currentColor), drawn for this project. Decorative unless labelled. One file
 * per icon, so a page's JavaScript carries only the icons it shows.
 */
export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
