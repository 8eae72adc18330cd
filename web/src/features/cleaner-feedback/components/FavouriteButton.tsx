import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast/toast-context';
import { useDescribeError } from '../../../lib/use-describe-error';
import { useMyFavouriteCleaners } from '../api/my-favourite-cleaners';
import { useToggleFavourite } from '../api/toggle-favourite';

/** The heart of a cleaner's card and profile: a toggle for the signed-in client (issue #18). */
export function FavouriteButton({ clientId, cleanerId, cleanerName }: { clientId: string; cleanerId: string; cleanerName: string }) {
  const { t } = useTranslation(['cleanerFeedback', 'common']);
  const toast = useToast();
  const describe = useDescribeError();
  const favourites = useMyFavouriteCleaners(clientId);
  const toggle = useToggleFavourite(clientId);
  const on = favourites.data?.items.some((f) => f.cleanerId === cleanerId) ?? false;
  const click = () =>
    toggle.mutate(
      { cleanerId, favourite: !on },
      {
        onSuccess: () => toast({ title: on ? t('cleanerFeedback:favourites.removed', { name: cleanerName }) : t('cleanerFeedback:favourites.added', { name: cleanerName }), variant: 'success' }),
        onError: (error) => toast({ title: t('common:toast.error'), description: describe(error, t('cleanerFeedback:errors.saveFailed')), variant: 'destructive' }),
      },
    );
  return (
    <button
      type="button"
      className="cleaner-feedback__toggle cleaner-feedback__favourite"
      aria-pressed={on}
      // Until the list is known a click could remove a favourite the client cannot see.
      disabled={favourites.isPending || toggle.isPending}
      onClick={click}
    >
      <span aria-hidden="true">{on ? '♥' : '♡'}</span> {on ? t('cleanerFeedback:favourites.on') : t('cleanerFeedback:favourites.off')}
    </button>
  );
}
