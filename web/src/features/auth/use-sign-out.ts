import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/toast-context';
import { useAuth } from './auth-context';

/** Signs out (spec section 4), then goes home with "Déconnexion réussie": the user menu's and the onboarding bar's action. */
export function useSignOut(): () => void {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(() => {
    void auth.logout(() => {
      navigate('/');
      toast({ title: t('toast.success'), description: t('userMenu.loggedOut'), variant: 'success' });
    });
  }, [auth, navigate, toast, t]);
}
