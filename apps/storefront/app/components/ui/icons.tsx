import type { SVGProps } from 'react';

/** Inline icons: decorative (aria-hidden); the control around them carries the accessible name. */
export function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
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

export const BagIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </Icon>
);
export const AccountIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);
export const SearchIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Icon>
);
export const MenuIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const ChevronDownIcon = (p: SVGProps<SVGSVGElement>) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const StatusIcon = ({ status, ...p }: SVGProps<SVGSVGElement> & { status: AlertStatus }) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    {status === 'success' ? <path d="m8 12 3 3 5-6" /> : null}
    {status === 'error' ? <path d="M9 9l6 6M15 9l-6 6" /> : null}
    {status === 'warning' ? <path d="M12 7v6M12 16.5v.5" /> : null}
    {status === 'info' ? <path d="M12 11v6M12 7.5v.5" /> : null}
  </Icon>
);

export type AlertStatus = 'success' | 'error' | 'info' | 'warning';

export function Logo(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 176 32" width="154" height="28" aria-hidden="true" focusable="false" {...props}>
      <path d="M2 28 12 8l6 10 5-7 11 17H2Z" fill="currentColor" />
      <text
        x="42"
        y="23"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontSize="18"
        fontWeight="700"
        letterSpacing="2"
        fill="currentColor"
      >
        RIDGELINE
      </text>
    </svg>
  );
}

/** The member-exclusive lock (spec 2 §2): filled, drawn on a 16-unit grid. */
export const LockIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg viewBox="0 0 16 16" width="12" height="12" fill="currentColor" aria-hidden="true" focusable="false" {...p}>
    <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7Zm2 0h4V5a2 2 0 0 0-4 0Z" />
  </svg>
);
