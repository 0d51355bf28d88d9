import { useId } from 'react';
import { Button } from '../button/Button';
import { uiTexts } from '../ui-texts';

export interface RemoteFallbackProps {
  /** What is not available, in the borrower's words ("Loans is not available right now"). */
  title: string;
  /** The title as a heading (an area in the shell's place, a page's part), or as a strong line (a parcel in a page). */
  heading?: 'h1' | 'h2';
  /** What happened and what still works, a sentence each. */
  lines: readonly string[];
  /** The failure's kind, for whoever the borrower asks for help ("Error kind: timeout"). */
  detail: string;
  onRetry(): void;
  /** Try again is busy while the remote is fetched again. */
  retrying?: boolean;
}

/**
 * What the borrower sees where an area, a page or a parcel could not be loaded or shown (DESIGN §2.6): what failed, that
 * the rest of the portal still works, the failure's kind, and Try again. The shell's, the error boundary's and the
 * parcels' fallbacks are this one.
 */
export function RemoteFallback({ title, heading, lines, detail, onRetry, retrying = false }: RemoteFallbackProps) {
  const titleId = useId();
  const Heading = heading ?? 'p';
  return (
    <section className="pui-remote-fallback" role="alert" aria-labelledby={titleId}>
      <Heading id={titleId}>{heading ? title : <strong>{title}</strong>}</Heading>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p className="pui-remote-fallback__detail">{detail}</p>
      <Button variant="primary" loading={retrying} onClick={onRetry}>
        {uiTexts.tryAgain}
      </Button>
    </section>
  );
}
