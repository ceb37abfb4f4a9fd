import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LANGUAGES } from '../../../shared/constants';
import { desktop } from './desktop';

/**
 * Keeps the desktop in step with the page: the page goes where the desktop asks (a notification or
 * the tray was clicked), and the desktop's menus speak the page's language.
 */
export function useDesktopBridge() {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const language = LANGUAGES.find((option) => option === i18n.resolvedLanguage);

  useEffect(() => desktop.onNavigate((path) => navigate(path)), [navigate]);
  useEffect(() => {
    if (language) desktop.setLanguage(language);
  }, [language]);
}
