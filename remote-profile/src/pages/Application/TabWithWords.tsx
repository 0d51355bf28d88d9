import type { ReactNode } from 'react';

/** What a tab of the application says before it asks anything: its heading, and a few words under it. */
export interface TabWords {
  /** The heading's id, which the tab's form is labelled by. */
  headingId: string;
  className: string;
  heading: string;
  intro: string;
  introClassName?: string;
}

/**
 * A tab of the application that opens with its heading and words: the tab itself once the profile has arrived, and
 * the application meanwhile (with the profile's spinner in the form's place), so that the words are on screen, and
 * drawn ahead, before the profile is (issue 15).
 */
export function TabWithWords({ words, children }: { words: TabWords; children: ReactNode }) {
  return (
    <section className={words.className} aria-labelledby={words.headingId}>
      <h2 id={words.headingId}>{words.heading}</h2>
      <p className={words.introClassName}>{words.intro}</p>
      {children}
    </section>
  );
}
