import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { THEMES, applyTheme, readTheme, saveTheme, type Theme } from '../../theme/theme';

/**
 * A radio group: arrow keys move between the three themes natively. The saved theme is the browser's:
 * a page the app hydrates first shows the server's (default) choice, then the saved one.
 */
export function ThemeSwitcher() {
  const { t } = useTranslation('common');
  // The same string when nothing is saved: then hydration draws nothing again.
  const saved = useSyncExternalStore(subscribeToNothing, readTheme, () => 'default' as const);
  const [chosen, setTheme] = useState<Theme | null>(null);
  const theme = chosen ?? saved;

  const choose = (next: Theme) => {
    setTheme(next);
    applyTheme(next);
    saveTheme(next);
  };

  return (
    <fieldset className="switcher">
      <legend className="switcher__legend">{t('footer.theme.label')}</legend>
      <div className="switcher__options">
        {THEMES.map((option) => (
          <label key={option} className="switcher__option">
            <input type="radio" name="theme" value={option} checked={theme === option} onChange={() => choose(option)} />
            <span>{t(`footer.theme.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const subscribeToNothing = () => () => {};
