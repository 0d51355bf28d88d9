import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { classNames } from '../class-names';
import { useSidewaysOverflow } from '../sideways-overflow';

export interface TabItem {
  label: string;
  /** The panel; only the active tab's content is rendered unless the tabs keep their panels mounted. */
  content: ReactNode;
  /** A count next to the label (a `Badge`). */
  badge?: ReactNode;
  disabled?: boolean;
  /** The tab's content needs work ("A tab title shows an error style when its section is invalid"): said in words too. */
  invalid?: boolean;
  /** What `invalid` says to a screen reader after the label. */
  invalidLabel?: string;
}

export interface TabsProps {
  /** The tab list's accessible name ("Account Settings"). */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled, so a page can keep it in a `tab` query parameter ("The active tab comes from the tab query"). */
  activeIndex: number;
  onChange(index: number): void;
  /** Vertical tabs (the application page on wide screens) move with Up and Down instead of Left and Right. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
  /**
   * Panels stay mounted (hidden) once shown, so what a person typed in one tab is still there when they come back
   * ("unsaved changes are never lost by switching tabs"). By default only the active panel is rendered.
   */
  keepMounted?: boolean;
}

/**
 * WAI-ARIA tabs: one Tab stop for the list, arrows move and activate (panels show at once, so automatic
 * activation), Home and End reach the ends, disabled tabs are skipped. A row of tabs wider than its place (a phone's
 * screen) stays one row and scrolls sideways, its edges fading where more tabs lie, the active tab brought to the
 * middle: the Application's eight tabs took six rows of a phone's screen above the question.
 */
export function Tabs({ label, tabs, activeIndex, onChange, orientation = 'horizontal', className, keepMounted = false }: TabsProps) {
  const baseId = useId();
  const shown = useRef(new Set<number>());
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const list = useRef<HTMLDivElement>(null);
  const more = useSidewaysOverflow(list);
  const active = Math.min(Math.max(activeIndex, 0), Math.max(tabs.length - 1, 0));
  shown.current.add(active);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  useActiveTabInView(list, tabRefs, active, orientation);

  function select(index: number) {
    tabRefs.current[index]?.focus();
    if (index !== active) onChange(index);
  }

  function nextEnabled(from: number, step: 1 | -1): number {
    for (let moved = 1; moved <= tabs.length; moved += 1) {
      const index = (from + step * moved + tabs.length) % tabs.length;
      if (!tabs[index]?.disabled) return index;
    }
    return from;
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const [previousKey, nextKey] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
    let target: number | null = null;
    if (event.key === nextKey) target = nextEnabled(active, 1);
    else if (event.key === previousKey) target = nextEnabled(active, -1);
    else if (event.key === 'Home') target = nextEnabled(-1 + tabs.length, 1);
    else if (event.key === 'End') target = nextEnabled(0 + tabs.length, -1);
    if (target === null) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={classNames('pui-tabs', `pui-tabs--${orientation}`, className)}>
      <div ref={list} role="tablist" aria-label={label} aria-orientation={orientation} className="pui-tabs__list" data-more={more}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            id={tabId(index)}
            type="button"
            role="tab"
            className={classNames('pui-tabs__tab', tab.invalid && 'pui-tabs__tab--invalid')}
            aria-selected={index === active}
            aria-controls={panelId(index)}
            tabIndex={index === active ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            <span>{tab.label}</span>
            {tab.invalid && <span className="pui-visually-hidden"> ({tab.invalidLabel ?? 'needs attention'})</span>}
            {tab.badge}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.label} id={panelId(index)} role="tabpanel" aria-labelledby={tabId(index)} tabIndex={0} className="pui-tabs__panel" hidden={index !== active}>
          {(index === active || (keepMounted && shown.current.has(index))) && tab.content}
        </div>
      ))}
    </div>
  );
}

/**
 * In a row that scrolls, the active tab in the middle of the row: at once when the page opens on it (`?tab=7`), smoothly
 * when the borrower moves to it (unless they asked for less motion: the list's CSS `scroll-behavior`).
 */
function useActiveTabInView(
  list: RefObject<HTMLDivElement | null>,
  tabs: RefObject<Array<HTMLButtonElement | null>>,
  active: number,
  orientation: 'horizontal' | 'vertical',
) {
  const opened = useRef(false);
  useLayoutEffect(() => {
    const row = list.current;
    const tab = tabs.current[active];
    const first = !opened.current;
    opened.current = true;
    if (!row || !tab || orientation !== 'horizontal' || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    const offCentre = tabBox.left + tabBox.width / 2 - (rowBox.left + rowBox.width / 2);
    row.scrollBy({ left: offCentre, behavior: first ? 'instant' : undefined });
  }, [list, tabs, active, orientation]);
}
