import type { ReactNode } from 'react';

// Typography for long-form text without a plugin: styles the plain elements the pages write.
const PROSE_CLASS = [
  'text-neutral-700 leading-7',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:font-semibold [&_h2]:text-xl sm:[&_h2]:text-2xl [&_h2]:text-neutral-900 [&_h2]:tracking-tight [&>h2:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-lg [&_h3]:text-neutral-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li]:mt-2 [&_li]:pl-1 [&_li]:marker:text-accent',
  '[&_a]:font-medium [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_a]:hover:text-neutral-900',
  '[&_strong]:font-semibold [&_strong]:text-neutral-900',
].join(' ');

export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${PROSE_CLASS} ${className}`}>{children}</div>;
}
