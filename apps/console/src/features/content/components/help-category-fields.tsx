import { type HelpCategoryDraft, iconNames, type MissingTranslation } from '@portico/contract';
import { useId } from 'react';
import { useI18n } from '../../../lib/i18n.tsx';
import { missingIn } from '../utils/missing-in.ts';
import { LocalizedFields } from './localized-fields.tsx';
import { RowActions } from './row-actions.tsx';

/** One category of the help page: its title in five languages, its icon, its place. */
export function HelpCategoryFields({
  category,
  index,
  count,
  missing,
  onChange,
  onMove,
  onRemove,
}: {
  category: HelpCategoryDraft;
  index: number;
  count: number;
  missing: readonly MissingTranslation[];
  onChange: (category: HelpCategoryDraft) => void;
  onMove: (offset: number) => void;
  onRemove: () => void;
}) {
  const { t, language } = useI18n();
  const iconId = useId();
  const name = category.title[language].trim() || category.id;
  return (
    <li className="list-row">
      <LocalizedFields
        legend={t('helpEditors.help.categoryTitle', { id: category.id })}
        value={category.title}
        missing={missingIn(missing, `categories.${index}.title`)}
        onChange={(title) => onChange({ ...category, title })}
      />
      <div className="field">
        <label htmlFor={iconId}>{t('helpEditors.help.icon')}</label>
        <select
          id={iconId}
          value={category.icon}
          onChange={(event) => {
            const icon = iconNames.find((option) => option === event.target.value);
            if (icon) onChange({ ...category, icon });
          }}
        >
          {iconNames.map((icon) => (
            <option key={icon} value={icon}>
              {t(`helpEditors.help.icons.${icon}`)}
            </option>
          ))}
        </select>
      </div>
      <RowActions name={name} index={index} count={count} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}
