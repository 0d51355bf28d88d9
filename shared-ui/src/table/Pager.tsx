import { Button, uiTexts } from '@portal/shared-ui';

export interface PagerProps {
  /** What is paged, naming the navigation ("Loans pages"). */
  label: string;
  page: number;
  /** Known page count; without it (pages loaded until one comes back empty) only "Page n" shows. */
  pages?: number;
  hasNext: boolean;
  onPage(page: number): void;
}

/** Previous / Next with where the borrower is; the position is a polite live region, so moving is heard. */
export function Pager({ label, page, pages, hasNext, onPage }: PagerProps) {
  return (
    <nav className="pui-pager" aria-label={label}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {uiTexts.previousPage}
      </Button>
      <span className="pui-pager__position" aria-live="polite">
        {pages ? uiTexts.pageOf(page, pages) : uiTexts.page(page)}
      </span>
      <Button variant="secondary" size="small" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {uiTexts.nextPage}
      </Button>
    </nav>
  );
}
