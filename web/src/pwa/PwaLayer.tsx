import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { applyUpdate, onUpdateReady, postToWorker } from './service-worker-client';
import { useOnline } from './use-online';
import './pwa.css';

/**
 * What the installed app adds to every page (issue #34): the "Hors ligne" banner while the device
 * has no connection, the "Nouvelle version disponible" prompt when a new version waits, and each
 * page shown inside the app remembered by the worker for offline use.
 */
export function PwaLayer() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const location = useLocation();
  const [update, setUpdate] = useState(false);
  const [later, setLater] = useState(false);

  useEffect(() => onUpdateReady((waiting) => setUpdate(waiting !== null)), []);
  useEffect(() => {
    postToWorker({ type: 'PAGE_VISITED', url: window.location.href });
  }, [location.pathname, location.search]);

  return (
    <>
      {online ? null : (
        <div className="offline-banner" role="status">
          <strong>{t('pwa.offline')}</strong> {t('pwa.offlineDetail')}
        </div>
      )}
      {update && !later ? (
        <div className="update-prompt" role="alertdialog" aria-labelledby="update-prompt-title" aria-describedby="update-prompt-text">
          <p id="update-prompt-title" className="update-prompt__title">
            {t('pwa.updateTitle')}
          </p>
          <p id="update-prompt-text">{t('pwa.updateText')}</p>
          <div className="update-prompt__actions">
            <button type="button" className="btn btn--primary" onClick={applyUpdate}>
              {t('pwa.updateNow')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setLater(true)}>
              {t('pwa.updateLater')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
