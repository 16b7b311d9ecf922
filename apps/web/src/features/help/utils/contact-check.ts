import {
  checkAttachments,
  contactMessageMaxLength,
  isEmailAddress,
  type ErrorCode,
  type Smartform,
} from '@portico/contract';

export interface ContactDraft {
  email: string;
  message: string;
  fields: Record<string, string>;
  files: readonly File[];
}

/** What is wrong with a field of the draft, keyed by `email`, `message`, `files` or a field's name. */
export type ContactProblems = Partial<Record<string, 'required' | 'email' | ErrorCode>>;

/**
 * The contact form's own checks before anything is sent: required fields, the address, the
 * message, and the files (count, total 5 MB, type by name) with the server's codes; the server
 * checks everything again, files by their content.
 */
export function checkContactDraft(form: Smartform, draft: ContactDraft): ContactProblems {
  const problems: ContactProblems = {};
  for (const field of form.fields) {
    if (field.required && (draft.fields[field.name] ?? '').trim() === '') {
      problems[field.name] = 'required';
    }
  }
  const email = draft.email.trim();
  if (email === '') problems.email = 'required';
  else if (email.length > 100 || !isEmailAddress(email)) problems.email = 'email';
  const message = draft.message.trim();
  if (message === '') problems.message = 'required';
  else if (message.length > contactMessageMaxLength) problems.message = 'required';
  if (form.attachments.allowed) {
    const files = checkAttachments(
      draft.files.map((file) => ({ name: file.name, size: file.size })),
    );
    if (!files.ok) {
      // The contact form has its own text for a total over 5 MB (spec 000 section 8).
      problems.files =
        files.code === 'claim_files_toobig' ? 'claim_files_toobig_contact' : files.code;
    } else if (form.attachments.mandatory && draft.files.length === 0) {
      problems.files = 'mandatory_attachment_missing';
    }
  }
  return problems;
}
