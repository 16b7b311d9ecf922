import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { isPlateCountry, type PlateCountryCode } from '@portico/contract';
import { useLanguage } from '../lib/language.ts';
import {
  filterCountries,
  paymentCountryOptions,
  phoneCountryOptions,
  plateCountryOptions,
  countryFlagUrl,
  type CountryOption,
} from './country-selector-options.ts';
import styles from './country-selector.module.css';

interface CommonProps {
  label: string;
  /** The id of the error text shown under the field: marks the field invalid and describes it. */
  errorId?: string | null;
  required?: boolean;
  /** The text input, e.g. to move the focus to an invalid field. */
  ref?: Ref<HTMLInputElement>;
  /** The browser's autofill token (e.g. `billing country`); off by default. */
  autoComplete?: string;
  /** The text input's id, for a link that focuses it (an error summary); generated otherwise. */
  inputId?: string;
}

/**
 * The plate list (default) or the long payment list of spec 000 section 9, that list with the
 * dialling codes for a phone's country.
 */
export type CountrySelectorProps = CommonProps &
  (
    | { list?: 'plate'; value: PlateCountryCode; onChange: (code: PlateCountryCode) => void }
    | { list: 'payment' | 'phone'; value: string; onChange: (code: string) => void }
  );

const optionsOf = {
  plate: plateCountryOptions,
  payment: paymentCountryOptions,
  phone: phoneCountryOptions,
};

/**
 * Spec 000 "Country selector": a searchable list of the plate countries, named in the page's
 * language. Built on native elements after the WAI-ARIA combobox pattern (list autocomplete),
 * not React Aria's ComboBox: its options press handling injects a <style> element that the
 * portal's CSP (no 'unsafe-inline') refuses. Typing filters; arrows move through the options;
 * Enter picks; Escape, Tab or leaving the field close the list and show the selected country again.
 */
export function CountrySelector(props: CountrySelectorProps) {
  const { label, value, errorId = null, required = false, ref, autoComplete = 'off' } = props;
  const list = props.list ?? 'plate';
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const inputId = props.inputId ?? `${id}-input`;
  const listboxId = `${id}-listbox`;
  const options: CountryOption[] = useMemo(() => optionsOf[list](language), [list, language]);
  const onChange = (code: string) => {
    if (props.list === 'payment' || props.list === 'phone') props.onChange(code);
    else if (isPlateCountry(code)) props.onChange(code);
  };
  const selected = options.find((option) => option.code === value);
  // What the visitor typed since the list opened; null shows the selected country's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = useMemo(
    () => (typed === null ? options : filterCountries(options, typed)),
    [options, typed],
  );
  const optionId = (option: CountryOption) => `${id}-option-${option.code}`;
  const activeOption = open ? shown[active] : undefined;

  useEffect(() => {
    if (activeOption) {
      document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
    }
    // optionId only depends on id, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption]);

  const close = () => {
    setOpen(false);
    setTyped(null);
    setActive(-1);
  };

  const pick = (option: CountryOption) => {
    onChange(option.code);
    close();
  };

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };

  const selectedIndex = () => shown.findIndex((option) => option.code === value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(Math.max(selectedIndex(), 0));
        else setActive((index) => Math.min(index + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(selectedIndex() >= 0 ? selectedIndex() : shown.length - 1);
        else setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        // A closed list lets Enter submit the form; an open one keeps it for picking.
        if (!open) return;
        event.preventDefault();
        if (activeOption) pick(activeOption);
        else close();
        break;
      case 'Escape':
        if (open || typed !== null) {
          event.preventDefault();
          close();
        }
        break;
      default:
    }
  };

  // The chosen country's flag beside its name, while the name is shown (not while typing).
  const showFlag = typed === null;
  const describedBy = [errorId, open && shown.length === 0 ? `${id}-empty` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        {showFlag && selected ? (
          <CountryFlag code={selected.code} className={styles.selectedFlag} />
        ) : null}
        <input
          ref={ref}
          id={inputId}
          type="text"
          role="combobox"
          className={showFlag && selected ? `${styles.input} ${styles.withFlag}` : styles.input}
          autoComplete={autoComplete}
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-required={required || undefined}
          value={typed ?? selected?.name ?? ''}
          onChange={(event) => {
            const text = event.target.value;
            setTyped(text);
            openAt(filterCountries(options, text).length > 0 ? 0 : -1);
          }}
          onClick={() => {
            if (!open) openAt(Math.max(selectedIndex(), 0));
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <div
          id={listboxId}
          role="listbox"
          aria-label={label}
          className={styles.listbox}
          hidden={!open}
        >
          {shown.map((option, index) => (
            // Keyboard users reach options through the combobox (aria-activedescendant); the
            // pointer picks here, without taking the focus from the input.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={option.code}
              id={optionId(option)}
              role="option"
              tabIndex={-1}
              aria-selected={option.code === value}
              className={[styles.option, index === active ? styles.active : '']
                .filter(Boolean)
                .join(' ')}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => pick(option)}
            >
              {/* Loaded once the list opens (a hidden list's images are not fetched). */}
              <CountryFlag code={option.code} className={styles.flag} lazy />
              {option.name}
            </div>
          ))}
        </div>
        {open && shown.length === 0 ? (
          <p id={`${id}-empty`} className={styles.empty}>
            {t('countries.noResults')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A country's flag, decorative (alt empty): the name beside it says the country. */
function CountryFlag({
  code,
  className,
  lazy = false,
}: {
  code: string;
  className: string | undefined;
  lazy?: boolean;
}) {
  return (
    <img
      className={className}
      src={countryFlagUrl(code)}
      alt=""
      width={20}
      height={15}
      decoding="async"
      {...(lazy ? { loading: 'lazy' as const } : {})}
    />
  );
}
