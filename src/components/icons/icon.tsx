import type { SVGProps } from 'react';

/**
 * A small set of line icons (24×24, currentColor), drawn for this project. Decorative unless labelled. One file
 * per icon, so a page's JavaScript carries only the icons it shows.
 */
export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, className, ...props }: IconProps) {
  // The stroke and fill come from the `icon` class (globals.css), which gives way to any of them set here.
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      {...props}
      className={className ? `icon ${className}` : 'icon'}
    >
      {children}
    </svg>
  );
}
