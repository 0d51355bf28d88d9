import type { ReactNode } from 'react';

export type HeadingLevel = 2 | 3 | 4;

/** A heading at the level the page's outline needs (pages own the h1; blocks start at h2 by default). */
export function Heading({ level, id, className, children, tabIndex }: { level: HeadingLevel; id?: string; className?: string; children: ReactNode; tabIndex?: number }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className} tabIndex={tabIndex}>
      {children}
    </Tag>
  );
}
