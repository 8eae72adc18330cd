import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../api/types';
import type { PendingMessage } from '../message-list';
import { useMessagingFormat } from '../use-messaging-format';

/** A delivered message: ours on the right with its sent/read state, theirs on the left. */
export function MessageBubble({ message, own, senderName }: { message: ChatMessage; own: boolean; senderName: string }) {
  const { t } = useTranslation('messaging');
  const format = useMessagingFormat();
  return (
    <li className={`chat__item chat__item--${own ? 'own' : 'other'}`}>
      <div className="chat__bubble">
        <span className="visually-hidden">{t('conversation.from', { name: own ? t('conversation.you') : senderName })} </span>
        <p className="chat__text">{message.text}</p>
        <p className="chat__meta">
          <time dateTime={message.sentAt}>{format.stamp(message.sentAt)}</time>
          {own ? (
            <span className={`chat__state${message.readAt ? ' chat__state--read' : ''}`}>
              {' · '}
              {message.readAt ? t('conversation.read', { time: format.stamp(message.readAt) }) : t('conversation.sent')}
            </span>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** Our message on its way (or refused for a reason shown under the box, with a retry). */
export function PendingBubble({ message, onRetry }: { message: PendingMessage; onRetry: () => void }) {
  const { t } = useTranslation('messaging');
  return (
    <li className={`chat__item chat__item--own chat__item--${message.status}`}>
      <div className="chat__bubble">
        <span className="visually-hidden">{t('conversation.from', { name: t('conversation.you') })} </span>
        <p className="chat__text">{message.text}</p>
        <p className="chat__meta">
          {message.status === 'sending' ? (
            t('conversation.sending')
          ) : (
            <>
              <span className="chat__failed">{t('conversation.failed')}</span>{' '}
              <button type="button" className="chat__retry" onClick={onRetry}>
                {t('conversation.retry')}
              </button>
            </>
          )}
        </p>
      </div>
    </li>
  );
}
