import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, changeLanguage, isLanguage, languageOptions, Modal } from '@portal/shared';
import { CheckIcon, Flag, LanguageIcon } from '@portal/shared/icons';
import { useShell } from '../session/services-context';

/**
 * The language switcher and its panel (SPEC §4): choosing a language closes the panel, switches the
 * interface and stores the choice.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const { deps, languages } = useShell();
  const [open, setOpen] = useState(false);
  const current = isLanguage(i18n.language) ? i18n.language : languages.defaultLanguage;
  const options = languageOptions(languages);
  return (
    <>
      <Button
        variant="text"
        className="language-switcher"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="language-switcher"
      >
        <LanguageIcon size={20} aria-hidden="true" /> {current.toUpperCase()}
        <span className="visually-hidden">, {t('shell:change_language')}</span>
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('common:language.title')}
        closeLabel={t('common:modal.close')}
      >
        <ul className="language-panel">
          {options.map((option) => (
            <li key={option.value}>
              <button
                type="button"
                className="language-panel__option"
                lang={option.value}
                aria-current={option.value === current ? 'true' : undefined}
                onClick={() => {
                  setOpen(false);
                  void changeLanguage(i18n, option.value, deps.storage);
                }}
              >
                <Flag code={option.icon} />
                <span className="language-panel__names">
                  <span>{t(`common:${option.i18nKey}`)}</span>
                  {/* the language's name in the page's language, where it differs from its own name */}
                  {t(`common:language.names.${option.value}`) !== t(`common:${option.i18nKey}`) ? (
                    <span className="language-panel__translated" lang={i18n.language}>
                      <span className="visually-hidden">, </span>
                      {t(`common:language.names.${option.value}`)}
                    </span>
                  ) : null}
                </span>
                {option.value === current ? (
                  <CheckIcon className="language-panel__current" size={20} aria-hidden="true" />
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
