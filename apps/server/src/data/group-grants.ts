import { type RawBuilder, sql } from 'kysely';

/** A group's grant rows as the admin's request reads them, each with its MAC (security/access-grant.ts). */
export type GroupGrants = {
  menus: { id: number; group_id: number; menu_id: number; access_mac: string | null }[];
  maps: {
    id: number;
    company_type_id: number;
    group_id: number;
    is_source_comp: boolean;
    is_destination_comp: boolean;
    is_oversight: boolean;
    status: string;
    access_mac: string | null;
  }[];
};

/**
 * The group's menu rows (its permissions) and company maps (its scope) with their MACs, as one JSON value: part of the
 * one query that resolves an admin's request (sessions.repository.ts), so checking them costs no round trip. The MAC
 * travels as base64 (JSON has no bytes).
 */
export function groupGrantsJson(groupId: RawBuilder<unknown>) {
  return sql<GroupGrants | null>`json_build_object(
    'menus', coalesce((select json_agg(json_build_object('id', gm.id, 'group_id', gm.group_id, 'menu_id', gm.menu_id,
      'access_mac', encode(gm.access_mac, 'base64'))) from group_menus gm where gm.group_id = ${groupId}), '[]'::json),
    'maps', coalesce((select json_agg(json_build_object('id', m.id, 'company_type_id', m.company_type_id,
      'group_id', m.group_id, 'is_source_comp', m.is_source_comp, 'is_destination_comp', m.is_destination_comp,
      'is_oversight', m.is_oversight, 'status', m.status, 'access_mac', encode(m.access_mac, 'base64')))
      from company_type_maps m where m.group_id = ${groupId}), '[]'::json))`;
}
