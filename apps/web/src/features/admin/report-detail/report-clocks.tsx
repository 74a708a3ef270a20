import { type AdminPostDetail, type LegalClock, REPLY_KIND_TITLES } from '@audit/contracts';
import { commentAnchor } from '../../../components/comment-list.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { reportDetailText as text } from '../../../i18n/admin-reports.ts';
import { replyKindText as kinds } from '../../../i18n/reply-kinds.ts';
import { InfoSection } from './report-info.tsx';

/** Whether a clock was met (and when, after its due date or not), is open past its due date, or is still running. */
function clockState(clock: LegalClock) {
  if (clock.metDate) {
    const met = clock.metDate > clock.dueDate ? kinds.metLate : text.clockMet;
    return [met, ' (', <Timestamp key="met" value={clock.metDate} withTime />, ')'];
  }
  return clock.overdue ? <strong className="report-overdue">{text.clockOverdue}</strong> : text.clockOpen;
}

/** What met a clock: the status change, or the reply (linked to where the conversation shows it, labelled). */
function metBy(clock: LegalClock, comments: AdminPostDetail['comments']) {
  const by = clock.metBy;
  if (!clock.metDate || !by) return kinds.notMet;
  if (by.by === 'STATUS_CHANGE') return kinds.metBy.STATUS_CHANGE(by.statusCode);
  if (by.by === 'EARLIER_RULE') return kinds.metBy.EARLIER_RULE;
  // The reply as it is marked now (a 처리 결과 회신 also meets the acknowledgement when it came first).
  const kind = comments.find((c) => c.id === by.commentId)?.kind ?? 'PLAIN';
  const what = by.by === 'COMPLETION' ? kinds.metBy.COMPLETION : kinds.metBy.REPLY(REPLY_KIND_TITLES[kind]);
  if (by.commentId === null) return what;
  return [
    what,
    ' ',
    <a key="reply" href={`#${commentAnchor(by.commentId)}`} className="report-clock-reply">
      {kinds.goToReply}
    </a>,
    // The moment stays the marking's; the text may have been rewritten since (the audit trail keeps both).
    by.editedDate && [
      ' (',
      <strong key="edited">{kinds.editedAfter}</strong>,
      ' ',
      <Timestamp key="edited-at" value={by.editedDate} withTime />,
      ')',
    ],
  ];
}

/**
 * The legal clocks (a panel of its own, placed by the detail's layout): acknowledgement and feedback, each with its
 * due date, whether and when it was met, and by what (a status change or the reply, which the conversation shows
 * labelled).
 */
export function ReportClocks({ post }: { post: AdminPostDetail }) {
  const { acknowledgement, feedback } = post.clocks;
  return (
    <InfoSection
      id="report-clocks-title"
      title={text.clocksTitle}
      caption={text.clocksCaption}
      head={[...text.clocksHead, kinds.metByHead]}
      rows={[
        [
          text.acknowledgement,
          <Timestamp key="due" value={acknowledgement.dueDate} withTime />,
          clockState(acknowledgement),
          metBy(acknowledgement, post.comments),
        ],
        [
          text.feedback,
          <Timestamp key="due" value={feedback.dueDate} withTime />,
          clockState(feedback),
          metBy(feedback, post.comments),
        ],
      ]}
    />
  );
}
