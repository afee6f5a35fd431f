const paths = [
  'M12 21s-7-4.4-9.3-9A5.2 5.2 0 0 1 12 6.3 5.2 5.2 0 0 1 21.3 12C19 16.6 12 21 12 21z',
  'M2 12s3.6-6 10-6 10 6 10 6-3.6 6-10 6S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3zm-1 13l6-6-1.4-1.4L11 12.2 8.4 9.6 7 11l4 4z',
  'M2 19l6-9 4 5 3-4 7 8H2zm14-12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
];

/** Decorative icon of a product benefit, by position (heart, eye, shield, fjord). */
export function BenefitIcon({ index }: { index: number }) {
  return (
    <svg className="site-Benefits-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <path d={paths[index % paths.length]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
