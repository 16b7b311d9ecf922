import { mediaLimits, type MediaPicture } from '@portico/contract';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { useMediaPictures } from '../api/list-media-pictures.ts';
import { uploadMediaPicture } from '../api/upload-media-picture.ts';

/** The last segment of a media path: the picture's name as the library shows it. */
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * A document's picture: none, one of the white-label's library (thumbnails with their names), or
 * a new one sent from a file input, which joins the library and is chosen. The picture the live
 * page has from the tenant file (the media folder) is offered as it is, so keeping it is a choice.
 * The thumbnails are the portal's own /media answers: the console's CSP (img-src 'self') allows
 * them, being the same origin.
 */
export function PictureChooser({
  value,
  original,
  onChange,
}: {
  value: string | null;
  /** The picture the item had when the editor opened (kept in the list even if not stored). */
  original: string | null;
  onChange: (picture: string | null) => void;
}) {
  const { t, language } = useI18n();
  const id = useId();
  const library = useMediaPictures();
  const [added, setAdded] = useState<MediaPicture[]>([]);
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  const stored = [...added, ...(library.data?.pictures ?? [])];
  const paths = [...new Set(stored.map((picture) => picture.path))];
  const outside = [original, value].filter(
    (path): path is string => path !== null && !paths.includes(path),
  );
  const choices = [...new Set([...outside, ...paths])];

  async function send(file: File) {
    setError(null);
    // Refused here what the server would refuse anyway, before sending 2 MB for nothing.
    if (file.size > mediaLimits.maxBytes) {
      setError(t(errorMessageKey(new ApiError(413, 'media_too_large'))));
      return;
    }
    setSending(true);
    setStatus(t('content.picture.uploading'));
    try {
      const picture = await uploadMediaPicture(language, file);
      setAdded((current) => [picture, ...current.filter(({ path }) => path !== picture.path)]);
      onChange(picture.path);
      setStatus(t('content.picture.uploaded', { name: picture.name }));
    } catch (failure) {
      setStatus('');
      setError(t(errorMessageKey(failure)));
    } finally {
      setSending(false);
    }
  }

  return (
    <fieldset className="picture-chooser wide">
      <legend>{t('content.picture.legend')}</legend>
      {/* Live regions of its own: the page's alert and status say what the page did. */}
      <p className="field-error" aria-live="assertive">
        {library.error ? t('content.picture.loadFailed') : error}
      </p>
      <ul className="picture-library">
        <li>
          <label className="picture-choice">
            <input
              type="radio"
              name={id}
              checked={value === null}
              onChange={() => onChange(null)}
            />
            <span>{t('content.picture.none')}</span>
          </label>
        </li>
        {choices.map((path) => (
          <li key={path}>
            <label className="picture-choice">
              <input
                type="radio"
                name={id}
                value={path}
                checked={value === path}
                onChange={() => onChange(path)}
              />
              <img src={path} alt="" width={96} height={64} loading="lazy" />
              <span>
                {outside.includes(path)
                  ? t('content.picture.current', { name: nameOf(path) })
                  : nameOf(path)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('content.picture.upload')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={mediaLimits.extensions.join(',')}
          disabled={sending}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void send(file);
          }}
        />
      </div>
      <p aria-live="polite">{status}</p>
    </fieldset>
  );
}
