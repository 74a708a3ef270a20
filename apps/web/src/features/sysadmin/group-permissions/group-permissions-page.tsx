import { type groupMenuRow, type groupView, sysadminApi } from '@audit/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod/mini';
import { alertApiError, useAlertOnError } from '../../../api/alert-api-error.ts';
import { apiDelete, apiGet, apiPost } from '../../../api/client.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { sysadminText } from '../../../i18n/sysadmin.ts';
import '../../../components/form/choices.css';
import { showAlert } from '../../../components/page-dialogs.tsx';
import { ListPage } from '../shared/list-page.tsx';
import { sysadminKeys, useGroups, useRefreshAfterChange } from '../shared/sysadmin-queries.ts';

type Group = z.infer<typeof groupView>;
type GroupMenu = z.infer<typeof groupMenuRow>;

const text = sysadminText.groupPermissions;

/**
 * /admingroupauth: the groups at the left (or on top, on a phone); the chosen group's menus at the right as
 * checkboxes. Checking grants the menu and unchecking releases it at once, each confirmed by the server's
 * message; a refused change (e.g. the last group able to manage permissions) is undone.
 */
export function GroupPermissionsPage() {
  const groups = useGroups();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const listTitleId = useId();
  return (
    <ListPage title={sysadminText.screens.groupPermissions} lead={text.lead} query={groups}>
      {(rows) => {
        const selected = rows.find((g) => g.id === selectedId) ?? null;
        return (
          <div className="sysadmin-group-auth">
            <section className="admin-panel sysadmin-group-list" aria-labelledby={listTitleId}>
              <h2 id={listTitleId} className="admin-panel-title">
                {text.groupList}
              </h2>
              <ul className="sysadmin-group-buttons">
                {rows.map((group) => (
                  <li key={group.id}>
                    <button
                      type="button"
                      className="sysadmin-group-button"
                      aria-pressed={group.id === selectedId}
                      onClick={() => setSelectedId(group.id)}
                    >
                      {group.name}
                      {group.statusCode === 'DISABLED' && (
                        <span className="sysadmin-group-disabled"> ({text.disabledGroup})</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
            <section className="admin-panel sysadmin-group-menus">
              {selected ? <GroupMenus key={selected.id} group={selected} /> : <p>{text.selectGroup}</p>}
            </section>
          </div>
        );
      }}
    </ListPage>
  );
}

function GroupMenus({ group }: { group: Group }) {
  const refresh = useRefreshAfterChange();
  const menus = useQuery({
    queryKey: sysadminKeys.groupMenus(group.id),
    queryFn: ({ signal }) => apiGet(sysadminApi.groupMenus, { params: { groupId: group.id }, signal }),
  });
  useAlertOnError(menus.error);
  // Checkboxes whose change is on its way: the state the admin asked for, shown until the server answers.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const titleId = useId();

  const settle = (menuId: number) =>
    setPending((current) => {
      const next = new Map(current);
      next.delete(menuId);
      return next;
    });

  const toggle = async (row: GroupMenu, checked: boolean) => {
    if (pending.has(row.menuId)) return;
    if (!checked && row.groupMenuId === null) return;
    setPending((current) => new Map(current).set(row.menuId, checked));
    try {
      const answer = checked
        ? await apiPost(sysadminApi.addGroupMenu, { body: { menu_id: row.menuId, user_group_id: group.id } })
        : await apiDelete(sysadminApi.removeGroupMenu, { params: { group_menu_id: row.groupMenuId! } });
      await showAlert(answer.message);
      await refresh();
    } catch (error) {
      await alertApiError(error);
      // Undo at once; the refreshed list then shows what the server holds.
      settle(row.menuId);
      void refresh();
      return;
    }
    settle(row.menuId);
  };

  return (
    <>
      <h2 id={titleId} className="admin-panel-title">
        {text.menusOf(group.name)}
      </h2>
      <p role="status" className="visually-hidden">
        {pending.size > 0 ? text.working : menus.isPending ? text.loadingMenus : ''}
      </p>
      {menus.data ? (
        menus.data.length === 0 ? (
          <p>{text.noMenus}</p>
        ) : (
          <ul className="sysadmin-menu-checks" aria-labelledby={titleId}>
            {menus.data.map((row) => (
              <li key={row.menuId}>
                <label className="checkbox-row sysadmin-menu-check">
                  <input
                    type="checkbox"
                    checked={pending.get(row.menuId) ?? row.isMapped}
                    aria-busy={pending.has(row.menuId) || undefined}
                    onChange={(event) => void toggle(row, event.target.checked)}
                  />
                  <span className="sysadmin-menu-name">{row.name}</span>
                  <span className="sysadmin-menu-url">({row.url})</span>
                </label>
              </li>
            ))}
          </ul>
        )
      ) : menus.isError ? (
        <LoadError
          error={menus.error}
          fallback={sysadminText.list.loadError}
          onRetry={() => void menus.refetch()}
          className="admin-panel"
        />
      ) : (
        <p>{text.loadingMenus}</p>
      )}
    </>
  );
}
