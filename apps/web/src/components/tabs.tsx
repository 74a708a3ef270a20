import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import './tabs.css';

export type TabItem = {
  id: string;
  label: ReactNode;
  panel: ReactNode;
};

type TabsProps = {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Controlled mode: the parent owns the selection (e.g. a tab that asks for confirmation first). */
  selectedId?: string;
  defaultSelectedId?: string;
  onSelect?: (id: string) => void;
  /**
   * automatic: arrow keys select as they move (content tabs). manual: arrows only move focus and Enter/Space
   * selects, for tabs whose selection has side effects such as a confirmation.
   */
  activation?: 'automatic' | 'manual';
  className?: string;
  panelClassName?: string;
};

/** Tabs following the WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and End. */
export function Tabs({
  items,
  label,
  selectedId,
  defaultSelectedId,
  onSelect,
  activation = 'automatic',
  className,
  panelClassName,
}: TabsProps) {
  const baseId = useId();
  const [ownSelected, setOwnSelected] = useState(defaultSelectedId ?? items[0]?.id);
  const current = selectedId ?? ownSelected;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setOwnSelected(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[target];
    if (!next) return;
    tabRefs.current.get(next.id)?.focus();
    if (activation === 'automatic') select(next.id);
  };

  return (
    <div className={`tabs ${className ?? ''}`}>
      <div role="tablist" aria-label={label} className="tabs-list">
        {items.map((item, index) => {
          const selected = item.id === current;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) tabRefs.current.set(item.id, el);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              className="tabs-tab"
              onClick={() => select(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== current}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes a panel focusable so keyboard users can reach and scroll it.
          tabIndex={0}
          className={`tabs-panel ${panelClassName ?? ''}`}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
