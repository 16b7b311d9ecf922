import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render.tsx';
import { FilePicker } from './file-picker.tsx';

const aFile = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function Picker({ onPick }: { onPick: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker
      accept=".pdf"
      chosen={files.map((file) => file.name)}
      onPick={(picked) => {
        onPick(picked);
        setFiles((previous) => [...previous, ...picked]);
      }}
    />
  );
}

describe('FilePicker (issue 26 item 17): the claims and contact form file picker', () => {
  it('is a button reached by keyboard that opens the hidden file input', async () => {
    const { user, container } = await renderWithProviders(<Picker onPick={vi.fn()} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    // No native widget on screen, so no "No file chosen" in the browser's language.
    expect(input).not.toBeVisible();
    expect(input.tabIndex).toBe(-1);
    const open = vi.spyOn(input, 'click').mockImplementation(() => undefined);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Aggiungi dei file' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(open).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('hands over the picked files and announces their names', async () => {
    const onPick = vi.fn();
    const { user, container } = await renderWithProviders(<Picker onPick={onPick} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.upload(input, [aFile('avviso.pdf'), aFile('libretto.pdf')]);
    expect(onPick).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'avviso.pdf' }),
      expect.objectContaining({ name: 'libretto.pdf' }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(
      '2 file scelti: avviso.pdf e libretto.pdf',
    );
    // The same file can be picked again (after its removal): the input is emptied each time.
    expect(input.value).toBe('');
  });

  it('speaks each language', async () => {
    await renderWithProviders(<Picker onPick={vi.fn()} />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Dateien hinzufügen' })).toBeVisible();
  });
});
