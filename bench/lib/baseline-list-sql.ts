// The raw baseline's admin list (bench/baseline-server.ts): its two statements, written by hand. The counts and the
// overdue count in one (with a keyword by counting the match; without one from the counters of statuses and of due
// days, less the reports the admin is excluded from, and today's overdue from the index), then the page's rows.

// The group's companies, without the reports this admin is excluded from ($1 the group, $2 the admin): the list's
// and the detail's scope.
export const SCOPE = `p.company_type_id in (select company_type_id from company_type_maps where group_id = $1 and status = 'ENABLED')
  and not exists (select 1 from report_exclusions x where x.post_id = p.id and x.admin_user_id = $2)`;

/**
 * The start of today (UTC): the overdue count reads the months before this one and this month's days before today
 * from post_due_months and post_due_days, like the project.
 */
const DAY_START = `(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')`;

export function listSql(o: {
  groupId: number;
  adminId: number;
  company: string;
  terms: number[] | null;
  byComment: boolean;
  page: number;
}) {
  const params: unknown[] = [o.groupId, o.adminId];
  let where = SCOPE;
  let companyWhere = '';
  if (o.company) {
    params.push(o.company);
    companyWhere = ` and p.company_type_id = (select id from company_types where code = $${params.length})`;
    where += companyWhere;
  }
  if (o.terms) {
    params.push(o.terms);
    where += ` and p.search_terms @> $${params.length}::integer[]`;
  }
  const order = o.byComment
    ? 'p.last_comment_at desc nulls last, p.created_at desc, p.id desc'
    : 'p.created_at desc, p.id desc';
  const countSql = o.terms
    ? `select p.status_code, count(*) as n, count(*) filter (where p.due_at < now()) as overdue
         from posts p where ${where} group by 1`
    : `select status_code, sum(n) as n, 0 as overdue from (
         select c.status_code, c.n from post_status_counts c where c.company_type_id in
           (select company_type_id from company_type_maps where group_id = $1 and status = 'ENABLED')
           ${companyWhere.replaceAll('p.company_type_id', 'c.company_type_id')}
         union all
         select p.status_code, -1 from posts p join report_exclusions x on x.post_id = p.id and x.admin_user_id = $2
          where p.company_type_id in (select company_type_id from company_type_maps where group_id = $1
            and status = 'ENABLED')${companyWhere}
       ) c group by 1
       union all
       select null, 0, coalesce(sum(d.n), 0) from post_due_months d where d.company_type_id in
         (select company_type_id from company_type_maps where group_id = $1 and status = 'ENABLED')
         ${companyWhere.replaceAll('p.company_type_id', 'd.company_type_id')}
         and d.due_month < date_trunc('month', now() at time zone 'UTC')::date
       union all
       select null, 0, coalesce(sum(d.n), 0) from post_due_days d where d.company_type_id in
         (select company_type_id from company_type_maps where group_id = $1 and status = 'ENABLED')
         ${companyWhere.replaceAll('p.company_type_id', 'd.company_type_id')}
         and d.due_day >= date_trunc('month', now() at time zone 'UTC')::date
         and d.due_day < (now() at time zone 'UTC')::date
       union all
       select null, 0, -count(*) from posts p join report_exclusions x on x.post_id = p.id and x.admin_user_id = $2
        where p.company_type_id in (select company_type_id from company_type_maps where group_id = $1
          and status = 'ENABLED')${companyWhere} and p.due_at < ${DAY_START}
       union all
       select null, 0, count(*) from posts p where ${where} and p.due_at >= ${DAY_START} and p.due_at < now()`;
  const pageSql = `select p.id, p.receipt_enc, p.case_number, p.post_type, p.title_enc, p.status_code, p.comment_count,
      p.last_comment_at, p.created_at, p.due_at, c.code as company_code, c.title as company_title,
      t.code as type_code, t.title as type_title
    from posts p join company_types c on c.id = p.company_type_id join report_types t on t.id = p.report_type_id
    where p.id in (select p.id from posts p where ${where} order by ${order} limit 10 offset ${o.page * 10})
    order by ${order}`;
  return { params, countSql, pageSql };
}
