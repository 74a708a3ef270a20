import type { MouseEvent, ReactNode } from 'react';
import './tabs.css';

export type LinkTab = { id: string; label: string; href: string };

type Props = {
  tabs: readonly LinkTab[];
  current: string;
  /** The accessible name of the row of tabs. */
  label: string;
  /**
   * With JavaScript: a click on another tab, for the page to handle in place (it calls preventDefault) or to ask
   * first. Without it, or when this does not prevent it, the link is followed.
   */
  onOpen?: (id: string, event: MouseEvent<HTMLAnchorElement>) => void;
  className?: string;
  /** The page asks before a tab is left (onOpen), so the leave guard's own question is not asked too. */
  asksFirst?: boolean;
  /** The current tab's content. */
  children: ReactNode;
};

/**
 * Tabs that are links: each tab is an address of its own (`?tab=`, another page), so every tab opens without
 * JavaScript and can be bookmarked; the current one is marked aria-current. A page with JavaScript may switch in
 * place through `onOpen`.
 */
export function LinkTabs({ tabs, current, label, onOpen, className, asksFirst, children }: Props) {
  return (
    <div className={`tabs ${className ?? ''}`}>
      <nav aria-label={label}>
        <ul className="tabs-list">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <a
                href={tab.href}
                className="tabs-tab"
                aria-current={tab.id === current ? 'page' : undefined}
                data-asks-first={asksFirst ? '' : undefined}
                onClick={(event) => {
                  if (tab.id === current) return event.preventDefault();
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                  onOpen?.(tab.id, event);
                }}
              >
                {tab.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="tabs-panel">{children}</div>
    </div>
  );
}
