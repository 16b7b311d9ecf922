import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { iconNames } from '@portico/contract';
import { Icon } from './icon.tsx';

describe('Icon', () => {
  it('draws a distinct, hidden picture for every content icon name', () => {
    const drawings = iconNames.map((name) => {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('data-icon', name);
      const markup = svg?.innerHTML ?? '';
      unmount();
      return markup;
    });
    expect(new Set(drawings).size).toBe(iconNames.length);
  });

  it('falls back to info for an unknown name', () => {
    const { container } = render(<Icon name="spaceship" />);
    const info = render(<Icon name="info" />).container;
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'info');
    expect(container.querySelector('svg')?.innerHTML).toBe(info.querySelector('svg')?.innerHTML);
  });
});
