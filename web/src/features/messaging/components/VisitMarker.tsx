import { useTranslation } from 'react-i18next';
import type { ConversationVisit } from '../visit-markers';
import { useMessagingFormat } from '../use-messaging-format';

/** Above the messages about one visit of a series: which visit they are about ("Visite du jeudi 10 déc."). */
export function VisitMarker({ visit }: { visit: ConversationVisit }) {
  const { t } = useTranslation('messaging');
  const format = useMessagingFormat();
  return (
    <li className="chat__visit">
      <span>{t('conversation.visitMarker', { date: format.visitDate(visit.date) })}</span>
    </li>
  );
}
