/**
 * Where a page says what went wrong: always in the page, so that assistive technologies announce
 * the text the moment it is put in.
 */
export function ErrorAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'error-alert' : undefined}>
      {message}
    </div>
  );
}
