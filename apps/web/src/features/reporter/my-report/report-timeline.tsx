import type { MyPostView } from '@audit/contracts';
import { ReportProgress } from '../../../components/report-progress.tsx';
import { Timestamp } from '../../../components/timestamp.tsx';
import { myReportText as text } from '../../../i18n/my-report.ts';

/** The report's steps as the server answered them (the same sequence as the receipt's), and the last reply's date. */
export function ReportTimeline({ timeline }: { timeline: MyPostView['timeline'] }) {
  return (
    <ReportProgress steps={timeline.steps}>
      <p className="report-last-reply">
        {timeline.lastReplyDate ? (
          <>
            {text.lastReply}: <Timestamp value={timeline.lastReplyDate} withTime />
          </>
        ) : (
          text.noReply
        )}
      </p>
    </ReportProgress>
  );
}
